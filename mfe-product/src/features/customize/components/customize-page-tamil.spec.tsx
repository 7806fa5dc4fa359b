// Customise-your-ring on its Tamil address: Tamil words, and a Tamil name engraved in a Tamil face.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LangProvider } from '@rmj/i18n';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { serverRing } from '../../../testing/sample-products';
import CustomizePage from './customize-page';

beforeEach(() => installFakeFetch({}));

it('personalises a ring with a Tamil name in Tamil', async () => {
  const user = userEvent.setup();
  const ring = { ...serverRing, nameTa: 'தாமரை வெள்ளி மோதிரம்' };
  renderPage(
    <LangProvider lang="ta">
      <CustomizePage />
    </LangProvider>,
    { path: '/customize?type=engraving', state: { productData: ring } },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'உங்கள் மோதிரத்தைத் தனிப்பயனாக்குங்கள்' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'தாமரை வெள்ளி மோதிரம்' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'பொறிப்பு' })).toBeChecked();
  await user.type(screen.getByLabelText('பொறிக்க வேண்டிய வாசகம்'), 'கார்த்திக்');
  expect(screen.getByText('அதிகபட்சம் 20 எழுத்துகள் · 5/20')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'தமிழ் மரபு' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'ஸ்கிரிப்ட் (தமிழ் எழுத்துகள் இல்லை)' })).toBeDisabled();
  expect(screen.getByTestId('preview-text')).toHaveAttribute('lang', 'ta');
  expect(screen.getByRole('button', { name: 'கூடையில் சேர்' })).toBeEnabled();
});

it('asks for a ring first, in Tamil', () => {
  renderPage(
    <LangProvider lang="ta">
      <CustomizePage />
    </LangProvider>,
    { path: '/customize' },
  );
  expect(screen.getByRole('heading', { name: 'பொருளின் விவரங்கள் இல்லை' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'தொகுப்பைப் பாருங்கள்' })).toBeInTheDocument();
});
