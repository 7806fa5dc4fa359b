// The product page on a Tamil address: the piece's Tamil name, every word in Tamil, and an engraving
// in Tamil script counted by letters and drawn in a Tamil face.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@rmj/router';
import { LangProvider, type Lang } from '@rmj/i18n';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { goldChainByWeight, serverRing } from '../../../testing/sample-products';
import { ProductPage } from './product-page';

const page = (lang: Lang) => (
  <LangProvider lang={lang}>
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>
  </LangProvider>
);

function open(product: { _id: string }, lang: Lang = 'ta') {
  installFakeFetch({});
  return renderPage(page(lang), { path: `/product/${product._id}`, state: { productData: product } });
}

const tamilRing = { ...serverRing, nameTa: 'தாமரை வெள்ளி மோதிரம்', descriptionTa: 'கையால் செய்த தாமரை மோதிரம்.' };

describe('a Tamil product page', () => {
  beforeAll(() => {
    // jsdom draws nothing: the proof cannot be made, and the piece goes into the cart all the same.
    HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the Tamil name and description and speaks Tamil, while the cart line keeps the English name', async () => {
    const user = userEvent.setup();
    const { store } = open(tamilRing);
    expect(screen.getByRole('heading', { level: 1, name: 'தாமரை வெள்ளி மோதிரம்' })).toBeInTheDocument();
    expect(screen.getByText('கையால் செய்த தாமரை மோதிரம்.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'இப்போதே வாங்கு' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'பொறிப்பு' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'தனிப்பயனாக்கம் வேண்டாம்' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'எண்ணிக்கை' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'கூடையில் சேர்' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0].name).toBe(serverRing.name);
    expect(await screen.findByRole('button', { name: 'கூடையில் சேர்க்கப்பட்டது ✓' })).toBeInTheDocument();
  });

  it('falls back to the English name when the piece has no Tamil one', () => {
    open(serverRing);
    expect(screen.getByRole('heading', { level: 1, name: serverRing.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கூடையில் சேர்' })).toBeInTheDocument();
  });

  it('gives the rate, the weights and the price breakup in Tamil with the same figures', () => {
    open(goldChainByWeight);
    expect(screen.getByText(/^22 காரட் தங்கம் விலை ₹7,152\/கி, 29 நவம்பர்/)).toBeInTheDocument();
    expect(screen.getByText('நிகர எடை 8.45 g, மொத்த எடை 8.7 g')).toBeInTheDocument();
    const details = screen.getByText('விலை விவரம்').closest('details') as HTMLElement;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining([
        'உலோகம் (22K916) (8.45 g × ₹7,152/g)',
        'செய்கூலி (சேதாரம் 12%)',
        'செய்கூலியில் தள்ளுபடி (10%)',
        'ஜிஎஸ்டி 3%',
        'மொத்தம்',
      ]),
    );
    expect(within(details).getByText('அனைத்து வரிகளும் உட்பட')).toBeInTheDocument();
  });
});

describe('a Tamil engraving', () => {
  it('counts கார்த்திக் as 5 letters of a ring’s 8 and moves to a Tamil face', async () => {
    const user = userEvent.setup();
    open(tamilRing);
    await user.click(screen.getByRole('radio', { name: 'பொறிப்பு' }));
    const box = screen.getByLabelText('பொறிக்க வேண்டிய எழுத்துகள்');
    await user.type(box, 'கார்த்திக்');
    expect(box).toHaveValue('கார்த்திக்');
    expect(screen.getByText('அதிகபட்சம் 8 எழுத்துகள் (மோதிரம் 3-8) · 5/8')).toBeInTheDocument();
    const font = screen.getByLabelText('எழுத்துரு') as HTMLSelectElement;
    expect(font).toHaveValue('tamil-classic');
    expect(within(font).getByRole('option', { name: 'ஸ்கிரிப்ட் (தமிழ் எழுத்துகள் இல்லை)' })).toBeDisabled();
    expect(within(font).getByRole('option', { name: 'தமிழ் நவீனம்' })).toBeEnabled();
    const words = within(screen.getByTestId('engraving-preview')).getByTestId('preview-text');
    expect(words).toHaveTextContent('கார்த்திக்');
    expect(words).toHaveAttribute('lang', 'ta');
    expect(words).toHaveAttribute('data-font', 'tamil-classic');
    await user.selectOptions(font, 'tamil-modern');
    expect(words).toHaveAttribute('data-font', 'tamil-modern');
  });

  it('keeps 8 of 9 Tamil letters on a ring, never half a letter', async () => {
    const user = userEvent.setup();
    open(tamilRing);
    await user.click(screen.getByRole('radio', { name: 'பொறிப்பு' }));
    const box = screen.getByLabelText('பொறிக்க வேண்டிய எழுத்துகள்');
    await user.click(box);
    await user.paste('ஆனந்த்ராமகிருஷ்');
    expect(box).toHaveValue('ஆனந்த்ராமகிரு');
    expect(screen.getByText('அதிகபட்சம் 8 எழுத்துகள் (மோதிரம் 3-8) · 8/8')).toBeInTheDocument();
  });

  it('takes Tamil on an English page too, counted the same way', async () => {
    const user = userEvent.setup();
    open(serverRing, 'en');
    await user.click(screen.getByRole('radio', { name: 'Engraving' }));
    await user.type(screen.getByLabelText('Engraving text'), 'கார்த்திக்');
    expect(screen.getByText('Up to 8 characters (ring 3-8) · 5/8')).toBeInTheDocument();
    expect(screen.getByLabelText('Font')).toHaveValue('tamil-classic');
    expect(screen.getByText('Tamil letters are engraved in our Tamil fonts.')).toBeInTheDocument();
  });
});
