import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@rmj/contracts';
import { ProductCard } from './index';

/**
 * Clicks the link and says whether the browser would follow it (nothing prevented the default). The
 * check runs on `window`, after React's listeners, and then stops jsdom's own navigation.
 */
function browserFollows(link: HTMLElement, init: MouseEventInit): boolean {
  let prevented = false;
  const after = (event: Event): void => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  fireEvent.click(link, init);
  window.removeEventListener('click', after);
  return !prevented;
}

function renderLinkCard(onNavigate = jest.fn(), onAction = jest.fn()) {
  render(
    <ProductCard
      name="Lotus Ring"
      image="/lotus.jpg"
      price={12500}
      href={paths.product('p-1')}
      onNavigate={onNavigate}
      onAction={onAction}
    />,
  );
  return { onNavigate, onAction, link: screen.getByRole('link', { name: 'Lotus Ring' }) };
}

describe('ProductCard as a link', () => {
  it("is a real link to the product page, named by the product, inside the card's heading", () => {
    const { link } = renderLinkCard();
    expect(link).toHaveAttribute('href', '/product/p-1');
    expect(screen.getByRole('heading', { name: 'Lotus Ring' })).toContainElement(link);
  });

  it('keeps the action button outside the link', () => {
    const { link } = renderLinkCard();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(link).not.toContainElement(button);
    expect(link.querySelector('button, a, input, select, textarea')).toBeNull();
  });

  it('takes a plain left click over: the listing navigates client-side, the browser does not follow', () => {
    const { link, onNavigate } = renderLinkCard();
    expect(browserFollows(link, { button: 0 })).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (new tab, window, download)', (_name, init) => {
    const { link, onNavigate } = renderLinkCard();
    expect(browserFollows(link, { button: 0, ...init })).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('leaves a middle click (auxclick) and the context menu to the browser', () => {
    const { link, onNavigate } = renderLinkCard();
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(true);
    expect(fireEvent.contextMenu(link)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('runs the action button without navigating', async () => {
    const { onNavigate, onAction } = renderLinkCard();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("calls the card's onClick once for a click on its link, never for the button", async () => {
    const onClick = jest.fn();
    const onNavigate = jest.fn();
    render(
      <ProductCard
        name="Band"
        price={100}
        href="/product/b"
        onNavigate={onNavigate}
        onClick={onClick}
        onAction={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Band' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no link without an address', () => {
    render(<ProductCard name="Chain" price={100} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Chain' })).toBeInTheDocument();
  });
});
