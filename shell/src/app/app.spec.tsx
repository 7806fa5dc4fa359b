import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeLoadRemote, renderShell } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockImplementation(fakeLoadRemote as typeof loadRemote);
});

describe('App chrome', () => {
  it("floats a chat button opening the seller's chat in a new tab", async () => {
    renderShell('/');
    await screen.findByTestId('page');
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('draws no shopper chrome on the back office, which has its own frame', async () => {
    renderShell('/admin/staff');
    await screen.findByTestId('page');
    expect(document.getElementById('main')).toContainElement(screen.getByTestId('page'));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell('/');
    await screen.findByTestId('page');
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Cart, 0 items' }));
    expect(await screen.findByText(/mfe_cart:CartPage/)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('titles each page as its remote declares it, on the first load and after a route change', async () => {
    renderShell('/womens');
    await screen.findByTestId('page');
    expect(document.title).toBe("Women's Jewellery | RMJ Jewellers — Silver & Gold");
    await userEvent.click(screen.getByRole('link', { name: 'Cart, 0 items' }));
    expect(await screen.findByText(/mfe_cart:CartPage/)).toBeInTheDocument();
    expect(document.title).toBe('Your Cart | RMJ Jewellers — Silver & Gold');
  });

  it('a search from the header shows the search page of the catalog', async () => {
    const user = userEvent.setup();
    renderShell('/cart');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'anklet{Enter}');
    expect(await screen.findByText(/mfe_catalog:SearchPage/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=anklet');
  });
});
