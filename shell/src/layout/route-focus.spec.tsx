import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type JSX } from 'react';
import { Link, MemoryRouter, Route, Routes, useSearchParams } from '@rmj/router';
import { BRAND_FULL_NAME, documentTitle as titleOf, type PageSeo } from '@rmj/contracts';
import { HEADING_WAIT_MS, RouteFocus } from './route-focus';

const page = (path: string, name: string): PageSeo => ({ path, name, description: `${name}, as its remote says.` });
/** Pages as the remotes declare them. */
const PAGES = [
  page('/', 'Genuine Silver Jewellery'),
  page('/category/women', "Women's Jewellery"),
  page('/category/men', "Men's Jewellery"),
  page('/search', 'Search'),
  page('/contact', 'Contact Us'),
];
const documentTitle = (path: string, search?: string) => titleOf(path, search, PAGES);

function Search(): JSX.Element {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Search</h1>
      <input
        aria-label="Search term"
        value={params.get('q') ?? ''}
        onChange={(e) => setParams({ q: e.target.value })}
      />
    </>
  );
}

/** A page whose heading comes after its data: the button stands in for the answer arriving. */
function Slow(): JSX.Element {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Men&apos;s Jewellery</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Answer arrives
    </button>
  );
}

function renderAt(path: string, { pages }: { pages: readonly PageSeo[] | undefined } = { pages: PAGES }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteFocus pages={pages} />
      <nav>
        <Link to="/">Home</Link>
        <Link to="/category/women">Women</Link>
        <Link to="/category/men">Men</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/category/women" element={<h1>Women&apos;s Jewellery</h1>} />
          <Route path="/category/men" element={<Slow />} />
          <Route path="/search" element={<Search />} />
          <Route path="/contact" element={<p>No heading here</p>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

afterEach(() => jest.useRealTimers());

describe('RouteFocus', () => {
  it('on the first load names the page in the title and leaves the focus where the browser puts it', () => {
    renderAt('/category/women');
    expect(document.title).toBe(documentTitle('/category/women'));
    expect(document.body).toHaveFocus();
  });

  it("leaves the title as it is until the page's remote has declared its pages", () => {
    document.title = `Women's Jewellery | ${BRAND_FULL_NAME}`;
    const view = renderAt('/category/men', { pages: undefined });
    expect(document.title).toBe(`Women's Jewellery | ${BRAND_FULL_NAME}`);
    view.unmount();
    renderAt('/category/men');
    expect(document.title).toBe(`Men's Jewellery | ${BRAND_FULL_NAME}`);
  });

  it('on a route change names the new page in the title and moves the focus to its heading', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Women' }));
    const heading = screen.getByRole('heading', { level: 1, name: "Women's Jewellery" });
    expect(heading).toHaveFocus();
    expect(document.title).toBe(documentTitle('/category/women'));
    expect(document.title).not.toBe(documentTitle('/'));
    // Focusable by script only: never a Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('a query-only change (typing a search) updates the title and leaves the focus in the box', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=ri');
    await user.type(screen.getByRole('textbox', { name: 'Search term' }), 'ng');
    expect(screen.getByRole('textbox', { name: 'Search term' })).toHaveFocus();
    expect(document.title).toBe(documentTitle('/search', '?q=ring'));
  });

  it('focuses the heading when it appears, for a page still waiting for its data', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Men' }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // The shopper presses nothing else meanwhile; the answer arrives (clicked by script, not by them).
    act(() => screen.getByRole('button', { name: 'Answer arrives' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: "Men's Jewellery" })).toHaveFocus());
  });

  it('without a heading, the main region takes the focus', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    act(() => jest.advanceTimersByTime(HEADING_WAIT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
