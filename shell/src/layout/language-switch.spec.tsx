import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rmj/router';
import { basenameOf, LangProvider, type Lang } from '@rmj/i18n';
import { WithWords } from '../testing/with-words';
import { LanguageSwitch } from './language-switch';

function renderAt(address: string, lang: Lang) {
  render(
    <LangProvider lang={lang}>
      <MemoryRouter basename={basenameOf(lang)} initialEntries={[address]}>
        <WithWords>
          <LanguageSwitch />
        </WithWords>
      </MemoryRouter>
    </LangProvider>,
  );
}

afterEach(() => {
  document.cookie = 'rmj_lang=; Max-Age=0; Path=/';
});

describe('LanguageSwitch', () => {
  it('links an English page to the same page in Tamil, query kept, marked as Tamil', () => {
    renderAt('/search?q=ring', 'en');
    const link = screen.getByRole('link', { name: 'தமிழ்' });
    expect(link).toHaveAttribute('href', '/ta/search?q=ring');
    expect(link).toHaveAttribute('lang', 'ta');
    expect(link).toHaveAttribute('hreflang', 'ta');
    expect(screen.getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('links a Tamil page (and the Tamil home) to its English address', () => {
    renderAt('/ta/cart', 'ta');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('group', { name: 'மொழி' })).toBeInTheDocument();
  });

  it('remembers the choice in the rmj_lang cookie for the next visit', async () => {
    renderAt('/ta', 'ta');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/');
    // jsdom does not navigate: the click's cookie is what this test sees.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(document.cookie).toContain('rmj_lang=en');
  });
});
