import { render, screen, within } from '@testing-library/react';
import { LangProvider } from '@rmj/i18n';
import { NOTICE_POINTS, PRIVACY_NOTICES, UNCLAIMED_FILE_RETENTION_DAYS } from '@rmj/contracts/upload-rules';
import en from './i18n/en';
import ta from './i18n/ta';
import {
  CancelOrderButton,
  ErrorBox,
  InvoiceButton,
  localDescription,
  localName,
  Pagination,
  PrivacyNotice,
  ProductCard,
  uiWords,
} from './index';

const withTamil = { name: 'Lotus Ring', nameTa: 'தாமரை மோதிரம்', description: 'Silver', descriptionTa: 'வெள்ளி' };
const englishOnly = { name: 'Vel Kada', description: 'Sterling silver' };

function TamilCard({ piece }: { piece: typeof withTamil | typeof englishOnly }) {
  return (
    <ProductCard
      name={localName(piece, 'ta')}
      description={localDescription(piece, 'ta')}
      image="/p.jpg"
      price={123456}
      oldPrice={150000}
      gram={12}
      onAction={() => undefined}
    />
  );
}

describe('the shared pieces on a Tamil page', () => {
  beforeAll(() => uiWords.load('ta'));

  it('shows the Tamil name where the piece has one, its words in Tamil and the price as India writes it', () => {
    render(
      <LangProvider lang="ta">
        <TamilCard piece={withTamil} />
      </LangProvider>,
    );
    const card = screen.getByRole('article', { name: 'தாமரை மோதிரம்' });
    expect(within(card).getByRole('heading')).toHaveTextContent('தாமரை மோதிரம்');
    expect(card).toHaveTextContent('வெள்ளி');
    expect(card).toHaveTextContent('₹1,23,456');
    expect(card).toHaveTextContent('₹1,50,000');
    expect(card).toHaveTextContent('(12 கிராம்)');
    expect(within(card).getByRole('button', { name: 'கூடையில் சேர்' })).toBeInTheDocument();
    expect(screen.queryByText('Add to Cart')).not.toBeInTheDocument();
  });

  it('links to the Tamil product page on a Tamil page, to the English one on an English page', () => {
    render(
      <>
        <LangProvider lang="ta">
          <ProductCard name="தாமரை மோதிரம்" price={1} href="/product/p-1" />
        </LangProvider>
        <ProductCard name="Lotus Ring" price={1} href="/product/p-1" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'தாமரை மோதிரம்' })).toHaveAttribute('href', '/ta/product/p-1');
    expect(screen.getByRole('link', { name: 'Lotus Ring' })).toHaveAttribute('href', '/product/p-1');
  });

  it('falls back to the English name and description when the piece has no Tamil', () => {
    render(
      <LangProvider lang="ta">
        <TamilCard piece={englishOnly} />
      </LangProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Vel Kada' })).toBeInTheDocument();
    expect(screen.getByText('Sterling silver')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கூடையில் சேர்' })).toBeInTheDocument();
  });

  it('keeps the English name on an English page even when a Tamil one exists', () => {
    expect(localName(withTamil, 'en')).toBe('Lotus Ring');
    expect(localDescription(withTamil, 'en')).toBe('Silver');
  });

  it('words the pager and the error box in Tamil', () => {
    render(
      <LangProvider lang="ta">
        <Pagination page={2} totalPages={3} onPageChange={() => undefined} />
        <ErrorBox message="x" onRetry={() => undefined} />
      </LangProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'பக்கங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'முந்தைய' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'அடுத்து' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'பக்கம் 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'பிழை' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மீண்டும் முயல்க' })).toBeInTheDocument();
  });
});

describe('the privacy notice', () => {
  beforeAll(() => uiWords.load('ta'));

  it('reads in Tamil on a Tamil page, naming the officer', () => {
    render(
      <LangProvider lang="ta">
        <PrivacyNotice point="fingerprint" officerEmail="grievance@shop.in" />
      </LangProvider>,
    );
    const notice = screen.getByRole('complementary', { name: 'தனியுரிமை அறிவிப்பு' });
    expect(notice).toHaveTextContent('நீங்கள் பதிவேற்றும் கைரேகைப் படம் (பயோமெட்ரிக் தரவு).');
    expect(notice).toHaveTextContent('grievance@shop.in என்ற முகவரிக்கு எழுதுங்கள்');
    expect(notice).toHaveTextContent(`${UNCLAIMED_FILE_RETENTION_DAYS} நாட்கள்`);
    expect(screen.getByRole('link', { name: 'தனியுரிமை அறிவிப்பு' })).toHaveAttribute('href', '/ta/privacy');
  });

  it("keeps the contract's English word for word on an English page", () => {
    for (const point of NOTICE_POINTS) {
      const { unmount } = render(<PrivacyNotice point={point} officerEmail="g@shop.in" />);
      const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
      const contract = PRIVACY_NOTICES[point];
      for (const words of [contract.what, contract.why, contract.keep, contract.withdraw('g@shop.in')])
        expect(notice).toHaveTextContent(words);
      unmount();
    }
  });
});

describe('the ui catalogue', () => {
  it('has every key in Tamil, with no placeholder the English lacks', () => {
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
    const names = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    for (const [key, english] of Object.entries(en)) {
      const tamil = ta[key as keyof typeof en];
      expect([key, tamil.trim() === '']).toEqual([key, false]);
      expect([key, [...names(tamil)].filter((name) => !names(english).has(name))]).toEqual([key, []]);
    }
  });

  it('words the order actions in Tamil', async () => {
    render(
      <LangProvider lang="ta">
        <InvoiceButton onDownload={() => undefined} downloading={false} classes={{ button: 'b', problem: 'p' }} />
        <CancelOrderButton
          question="?"
          onConfirm={async () => undefined}
          busy={false}
          classes={{ button: 'c' } as never}
        />
      </LangProvider>,
    );
    expect(screen.getByRole('button', { name: 'வரி விலைப்பட்டியலைப் பதிவிறக்கு' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ஆர்டரை ரத்து செய்' })).toBeInTheDocument();
  });
});
