import type { NewCartItem } from '@rmj/contracts';
import { CART_ACTION_TYPES, cartActions } from './cart-slice';
import { selectCartItems, selectCartTotal } from './cart-selectors';
import { createShopStore } from './create-shop-store';

const ring: NewCartItem = { id: 'r1', name: 'Silver ring', price: 1500, image: '/r1.jpg' };
const engraved = (customName: string, selectedFont?: string): NewCartItem => ({
  ...ring,
  customization: { type: 'engraving', customName, selectedFont },
});
const withFile = (type: 'fingerprint' | 'image', name: string, fileId?: string): NewCartItem => ({
  ...ring,
  customization: { type, uploadedFile: { name }, fileData: 'data:image/png;base64,AAAA', fileId },
});

function storeWith(...items: NewCartItem[]) {
  const store = createShopStore({ storage: null });
  for (const item of items) store.dispatch(cartActions.itemAdded(item));
  return store;
}
const lines = (store: ReturnType<typeof storeWith>) => selectCartItems(store.getState());

describe('public action contract', () => {
  it('keeps the event names and payload keys other parts dispatch', () => {
    expect(CART_ACTION_TYPES).toEqual({
      itemAdded: 'cart/itemAdded',
      quantityChanged: 'cart/quantityChanged',
      itemRemoved: 'cart/itemRemoved',
      cleared: 'cart/cleared',
      itemRepriced: 'cart/itemRepriced',
    });
    expect(cartActions.itemAdded(ring)).toEqual({ type: 'cart/itemAdded', payload: ring });
    expect(cartActions.quantityChanged({ key: 'r1', quantity: 2 })).toEqual({
      type: 'cart/quantityChanged',
      payload: { key: 'r1', quantity: 2 },
    });
    expect(cartActions.itemRemoved({ key: 'r1' })).toEqual({ type: 'cart/itemRemoved', payload: { key: 'r1' } });
    expect(cartActions.cleared()).toEqual({ type: 'cart/cleared', payload: undefined });
    expect(cartActions.itemRepriced({ key: 'r1', price: 3100 })).toEqual({
      type: 'cart/itemRepriced',
      payload: { key: 'r1', price: 3100 },
    });
  });

  it('accepts plain serialisable actions with those names', () => {
    const store = createShopStore({ storage: null });
    store.dispatch({ type: 'cart/itemAdded', payload: { ...ring, quantity: 2 } });
    const [line] = lines(store);
    store.dispatch({ type: 'cart/quantityChanged', payload: { key: line.cartIdentifier, quantity: 5 } });
    expect(lines(store)[0].quantity).toBe(5);
    store.dispatch({ type: 'cart/itemRemoved', payload: { key: 'r1' } });
    expect(lines(store)).toEqual([]);
  });
});

describe('adding items', () => {
  it('appends a new line with quantity 1 by default and a derived cartIdentifier', () => {
    const [line] = lines(storeWith(ring));
    expect(line).toMatchObject({ id: 'r1', name: 'Silver ring', quantity: 1 });
    expect(typeof line.cartIdentifier).toBe('string');
  });

  it('raises the quantity of a line with the same identity by the added quantity', () => {
    const store = storeWith(ring, { ...ring, quantity: 3 });
    expect(lines(store)).toHaveLength(1);
    expect(lines(store)[0].quantity).toBe(4);
  });

  it('merges engravings with the same text and font', () => {
    const store = storeWith(engraved('ANU', 'serif'), engraved('ANU', 'serif'));
    expect(lines(store)).toHaveLength(1);
    expect(lines(store)[0].quantity).toBe(2);
  });

  it('keeps engravings with different text apart', () => {
    expect(lines(storeWith(engraved('ANU'), engraved('RAVI')))).toHaveLength(2);
  });

  it('keeps engravings with different fonts apart', () => {
    expect(lines(storeWith(engraved('ANU', 'serif'), engraved('ANU', 'modern')))).toHaveLength(2);
  });

  it('treats an engraving without a font as the default font (script)', () => {
    const store = storeWith(engraved('ANU'), engraved('ANU', 'script'));
    expect(lines(store)).toHaveLength(1);
    expect(lines(storeWith(engraved('ANU'), engraved('ANU', 'serif')))).toHaveLength(2);
  });

  it('keeps fingerprints with different uploaded files apart and merges the same file', () => {
    expect(lines(storeWith(withFile('fingerprint', 'a.png'), withFile('fingerprint', 'b.png')))).toHaveLength(2);
    expect(lines(storeWith(withFile('fingerprint', 'a.png'), withFile('fingerprint', 'a.png')))).toHaveLength(1);
  });

  it('keeps image uploads with the same name but different server file ids apart', () => {
    expect(lines(storeWith(withFile('image', 'a.png', 'f1'), withFile('image', 'a.png', 'f2')))).toHaveLength(2);
  });

  it('keeps different variants apart', () => {
    const store = storeWith({ ...ring, variant: 'Silver' }, { ...ring, variant: 'Gold' }, { ...ring, variant: 'Gold' });
    expect(lines(store).map((l) => [l.variant, l.quantity])).toEqual([
      ['Silver', 1],
      ['Gold', 2],
    ]);
  });

  it('identifies text lines by their words and options, PDFs by their file', () => {
    const text = (t: string, style?: string): NewCartItem => ({
      ...ring,
      customization: { type: 'text', text: t, textOptions: style ? { style } : undefined },
    });
    const pdf = (name: string, fileId: string): NewCartItem => ({
      ...ring,
      customization: { type: 'pdf', uploadedFile: { name }, fileId },
    });
    const store = storeWith(
      text('one'),
      text('one'),
      text('two'),
      text('one', 'bold'),
      pdf('x.pdf', 'a'),
      pdf('x.pdf', 'a'),
      pdf('x.pdf', 'b'),
      ring,
    );
    expect(lines(store).map((l) => [l.customization?.type, l.quantity])).toEqual([
      ['text', 2],
      ['text', 1],
      ['text', 1],
      ['pdf', 2],
      ['pdf', 1],
      [undefined, 1],
    ]);
  });

  it('identifies combined lines by their text and their file', () => {
    const combined = (content: string, fileId: string, font = 'serif'): NewCartItem => ({
      ...ring,
      customization: { type: 'combined', text: { content, font, fontSize: 40 }, file: { name: 'pic.png', fileId } },
    });
    const store = storeWith(
      combined('LOVE', 'a'),
      combined('LOVE', 'a'),
      combined('LOVE', 'b'),
      combined('HOPE', 'a'),
      combined('LOVE', 'a', 'modern'),
    );
    expect(lines(store).map((l) => l.quantity)).toEqual([2, 1, 1, 1]);
  });

  it('merges engravings whatever their proof, and keeps other font sizes apart', () => {
    const engraved = (fontSize: number | undefined, proofFileId: string): NewCartItem => ({
      ...ring,
      customization: { type: 'engraving', customName: 'ANU', selectedFont: 'script', fontSize, proofFileId },
    });
    const store = storeWith(engraved(40, 'p1'), engraved(undefined, 'p2'), engraved(30, 'p3'));
    expect(lines(store).map((l) => [l.customization?.fontSize, l.customization?.proofFileId, l.quantity])).toEqual([
      [40, 'p1', 2],
      [30, 'p3', 1],
    ]);
  });

  it('keeps different products apart', () => {
    expect(lines(storeWith(ring, { ...ring, id: 'r2' }))).toHaveLength(2);
  });
});

describe('changing quantity and removing', () => {
  it('sets the quantity of the line named by cartIdentifier only', () => {
    const store = storeWith(engraved('A'), engraved('B'));
    const [first, second] = lines(store);
    store.dispatch(cartActions.quantityChanged({ key: second.cartIdentifier, quantity: 3 }));
    expect(lines(store).map((l) => l.quantity)).toEqual([1, 3]);
    expect(lines(store)[0].cartIdentifier).toBe(first.cartIdentifier);
  });

  it('sets the quantity by product id (numeric ids too)', () => {
    const store = storeWith({ id: 501, name: 'Pendant', price: '4,500.00' });
    store.dispatch(cartActions.quantityChanged({ key: '501', quantity: 4 }));
    expect(lines(store)[0].quantity).toBe(4);
  });

  it('removes the line when the quantity becomes 0 or less, by id', () => {
    const store = storeWith(ring, { ...ring, id: 'r2' });
    store.dispatch(cartActions.quantityChanged({ key: 'r1', quantity: 0 }));
    expect(lines(store).map((l) => l.id)).toEqual(['r2']);
  });

  it('removes the line when the quantity becomes negative, by cartIdentifier', () => {
    const store = storeWith(engraved('A'), engraved('B'));
    store.dispatch(cartActions.quantityChanged({ key: lines(store)[0].cartIdentifier, quantity: -1 }));
    expect(lines(store).map((l) => l.customization?.customName)).toEqual(['B']);
  });

  it('removes a line by cartIdentifier or by id', () => {
    const store = storeWith(engraved('A'), { ...ring, id: 'r2' }, { ...ring, id: 'r3' });
    store.dispatch(cartActions.itemRemoved({ key: lines(store)[0].cartIdentifier }));
    store.dispatch(cartActions.itemRemoved({ key: 'r3' }));
    expect(lines(store).map((l) => l.id)).toEqual(['r2']);
  });

  it('clears every line', () => {
    const store = storeWith(ring, { ...ring, id: 'r2' });
    store.dispatch(cartActions.cleared());
    expect(lines(store)).toEqual([]);
  });
});

describe('repricing a line', () => {
  it('sets the unit price of the line named by its cartIdentifier, and the totals follow', () => {
    const store = storeWith(ring, engraved('ANU'));
    const [plain, withName] = lines(store);
    store.dispatch(cartActions.itemRepriced({ key: withName.cartIdentifier, price: 1750 }));
    expect(lines(store).map((l) => [l.cartIdentifier, l.price])).toEqual([
      [plain.cartIdentifier, 1500],
      [withName.cartIdentifier, 1750],
    ]);
    expect(selectCartTotal(store.getState())).toBe(3250);
  });

  it('by product id reprices every line of that product; a price that is not whole rupees changes nothing', () => {
    const store = storeWith(ring, engraved('ANU'));
    store.dispatch(cartActions.itemRepriced({ key: 'r1', price: 1600 }));
    expect(lines(store).map((l) => l.price)).toEqual([1600, 1600]);
    store.dispatch(cartActions.itemRepriced({ key: 'r1', price: 12.5 }));
    store.dispatch(cartActions.itemRepriced({ key: 'r1', price: -1 }));
    expect(lines(store).map((l) => l.price)).toEqual([1600, 1600]);
  });
});
