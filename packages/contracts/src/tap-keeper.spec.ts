/**
 * @jest-environment jsdom
 */
import {
  TAP_KEEPER_GIVE_UP_MS,
  TAP_KEEPER_KEPT_ATTRIBUTE,
  TAP_KEEPER_LIVE_ATTRIBUTE,
  TAP_KEEPER_SCRIPT,
} from './tap-keeper';

/**
 * Lets the keeper's observer run (a microtask after the mark), then its replay (a timer it sets
 * there, which runs before one set after it).
 */
async function settle(): Promise<void> {
  await Promise.resolve();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A server-rendered page: the keeper started in <head>, the server's HTML in #root. */
function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(TAP_KEEPER_SCRIPT)();
  return document.getElementById('root')!;
}

/** What React does once the page is live: handlers on the root, then HydrationSignal's mark. */
function hydrate(root: HTMLElement, onClick: (target: Element) => void): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) onClick(button);
  });
  root.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
}

afterEach(async () => {
  // Every keeper started lets go once its page is live, so none is left listening for the next test.
  document.getElementById('root')?.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
  await settle();
  document.body.innerHTML = '';
});

describe('the tap keeper', () => {
  it('keeps a tap on a button before hydration and presses it once when the page is live', async () => {
    const root = serverPage('<header><button id="menu">Menu</button></header>');
    const menu = document.getElementById('menu')!;
    const early = jest.fn();
    root.addEventListener('click', early);

    menu.click();
    expect(early).not.toHaveBeenCalled();
    expect(menu.hasAttribute(TAP_KEEPER_KEPT_ATTRIBUTE)).toBe(true);

    const pressed: Element[] = [];
    hydrate(root, (button) => pressed.push(button));
    await settle();
    expect(pressed).toEqual([menu]);
    expect(menu.hasAttribute(TAP_KEEPER_KEPT_ATTRIBUTE)).toBe(false);
  });

  it('replays only the last tap, and that one once', async () => {
    const root = serverPage('<button id="a">A</button><button id="b">B</button>');
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('b')!.click();
    expect(document.getElementById('a')!.hasAttribute(TAP_KEEPER_KEPT_ATTRIBUTE)).toBe(false);

    const pressed: string[] = [];
    hydrate(root, (button) => pressed.push(button.id));
    await settle();
    root.setAttribute('data-other', '');
    await settle();
    expect(pressed).toEqual(['b']);
  });

  it('lets taps after hydration through at once, without a second press', async () => {
    const root = serverPage('<button id="add">Add to cart</button>');
    const pressed: string[] = [];
    hydrate(root, (button) => pressed.push(button.id));
    await settle();

    document.getElementById('add')!.click();
    await settle();
    expect(pressed).toEqual(['add']);
  });

  it('leaves links to the browser', () => {
    serverPage('<a id="card" href="/product/1">Ring</a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate; the browser would, since nothing cancels the click.
    document.getElementById('card')!.addEventListener('click', (event) => event.preventDefault());
    const seen = jest.fn();
    document.getElementById('root')!.addEventListener('click', seen);
    document.getElementById('card')!.dispatchEvent(click);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('leaves disabled buttons and a form that has somewhere to go to the browser', () => {
    const root = serverPage(
      '<button id="sold" disabled>Sold out</button>' +
        '<form action="/search" method="get"><input name="q"><button id="go">Search</button></form>',
    );
    const seen = jest.fn();
    root.addEventListener('click', seen);
    root.addEventListener('submit', (event) => event.preventDefault());
    document.getElementById('go')!.click();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(document.getElementById('go')!.hasAttribute(TAP_KEEPER_KEPT_ATTRIBUTE)).toBe(false);
  });

  it('presses the button at the same place when the page was rendered afresh instead of hydrated', async () => {
    const root = serverPage('<main><p>Ring</p><div><button>Add to cart</button></div></main>');
    root.querySelector('button')!.click();

    // The shell renders in the browser when hydrating is not possible: new elements, same places.
    root.innerHTML = '<main><p>Ring</p><div><button id="fresh">Add to cart</button></div></main>';
    const pressed: string[] = [];
    hydrate(root, (button) => pressed.push(button.id));
    await settle();
    expect(pressed).toEqual(['fresh']);
  });

  it('keeps a checkbox unchanged until the page is live, then ticks it once through the page', async () => {
    const root = serverPage('<label><input type="checkbox" id="gift"> Gift wrap</label>');
    const box = document.getElementById('gift') as HTMLInputElement;
    const changes = jest.fn();
    root.addEventListener('change', changes);
    (box.parentElement as HTMLLabelElement).click();
    expect(box.checked).toBe(false);
    expect(changes).not.toHaveBeenCalled();

    root.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
    await settle();
    expect(box.checked).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('dims the kept control with its own style, and removes that style once the page is live', async () => {
    const root = serverPage('<button id="buy">Buy it now</button>');
    document.getElementById('buy')!.click();
    const style = [...document.querySelectorAll('style')].find((s) =>
      s.textContent?.includes(TAP_KEEPER_KEPT_ATTRIBUTE),
    );
    expect(style?.textContent).toContain('opacity');
    root.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
    await settle();
    expect(style?.isConnected).toBe(false);
  });

  it('keeps the submit of a form without an action and submits it once when the page is live', async () => {
    const root = serverPage('<form id="news"><input name="email"></form>');
    const form = document.getElementById('news') as HTMLFormElement;
    const submits = jest.fn((event: Event) => event.preventDefault());
    root.addEventListener('submit', submits);

    form.requestSubmit();
    expect(submits).not.toHaveBeenCalled();

    root.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
    await settle();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('lets go when the page never becomes live after its load, pressing the kept tap then', () => {
    jest.useFakeTimers();
    try {
      const root = serverPage('<button id="menu">Menu</button>');
      const pressed: string[] = [];
      root.addEventListener('click', (event) => pressed.push((event.target as Element).id));
      document.getElementById('menu')!.click();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(TAP_KEEPER_GIVE_UP_MS - 1);
      expect(pressed).toEqual([]);

      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers();
      expect(pressed).toEqual(['menu']);
      document.getElementById('menu')!.click();
      expect(pressed).toEqual(['menu', 'menu']);
      // The mark coming later changes nothing: the tap was pressed once.
      root.setAttribute(TAP_KEEPER_LIVE_ATTRIBUTE, '');
      jest.runOnlyPendingTimers();
      expect(pressed).toEqual(['menu', 'menu']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is one inline script that cannot end its own <script> element', () => {
    expect(TAP_KEEPER_SCRIPT).not.toMatch(/<\/?script/i);
    expect(TAP_KEEPER_SCRIPT).not.toContain('<');
  });
});
