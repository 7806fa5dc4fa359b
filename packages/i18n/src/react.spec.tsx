import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createCatalogue, LangProvider, type Translation } from './react';

const en = { 'cart.items': '{count, plural, one {# item} other {# items}}', 'cart.title': 'Your Cart' } as const;
const ta: Translation<typeof en> = {
  'cart.items': '{count, plural, one {# பொருள்} other {# பொருட்கள்}}',
  'cart.title': 'உங்கள் கூடை',
};

function Title() {
  const t = words.useT();
  return (
    <p>
      {t('cart.title')} · {t('cart.items', { count: 1 })} · {t('cart.items', { count: 3 })}
    </p>
  );
}
const words = createCatalogue('test', { en: () => Promise.resolve(en), ta: () => Promise.resolve(ta) });

describe('a part’s words', () => {
  it('shows the page language, plurals by its rules, once its words are loaded', async () => {
    await act(async () => {
      render(
        <LangProvider lang="ta">
          <Suspense fallback="…">
            <words.Provider>
              <Title />
            </words.Provider>
          </Suspense>
        </LangProvider>,
      );
    });
    expect(await screen.findByText('உங்கள் கூடை · 1 பொருள் · 3 பொருட்கள்')).toBeInTheDocument();
  });

  it('shows English by default, at once when its words are loaded before', async () => {
    await words.load('en');
    render(
      <Suspense fallback="…">
        <words.Provider>
          <Title />
        </words.Provider>
      </Suspense>,
    );
    expect(screen.getByText('Your Cart · 1 item · 3 items')).toBeInTheDocument();
  });

  it('loads each language once', async () => {
    const loader = jest.fn(() => Promise.resolve(en));
    const once = createCatalogue('once', { en: loader, ta: () => Promise.resolve(ta) });
    await Promise.all([once.load('en'), once.load('en')]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(once.peek('en')).toBe(en);
    expect(once.peek('ta')).toBeUndefined();
  });
});
