import type { CartItem, NewCartItem } from '@rmj/contracts';
import { cartActions } from './cart-slice';
import { selectCartItems } from './cart-selectors';
import { CART_STORAGE_KEY, FILE_DATA_REMOVED_MARKER, LEGACY_CART_STORAGE_KEY, type CartStorage } from './cart-storage';
import { createShopStore } from './create-shop-store';

const bigData = `data:image/png;base64,${'A'.repeat(5000)}`;
const fingerprint: NewCartItem = {
  id: 'p1',
  name: 'Fingerprint pendant',
  price: 2500,
  customization: { type: 'fingerprint', uploadedFile: { name: 'thumb.png' }, fileData: bigData, fileId: 'f1' },
};
const combined: NewCartItem = {
  id: 'r1',
  name: 'Combined ring',
  price: 3000,
  customization: { type: 'combined', text: { content: 'LOVE' }, file: { name: 'pic.png', data: bigData } },
};
const plain: NewCartItem = { id: 'b1', name: 'Bracelet', price: '2,900' };

/** A Storage whose writes longer than `limit` characters fail like a full browser storage. */
class LimitedStorage implements CartStorage {
  readonly data = new Map<string, string>();
  writes = 0;
  constructor(private readonly limit: number) {}
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    if (value.length > this.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const stored = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('loading', () => {
  it('starts empty when nothing is stored', () => {
    expect(selectCartItems(createShopStore().getState())).toEqual([]);
  });

  it('loads from rmjCart first', () => {
    const seed = createShopStore({ storage: null });
    seed.dispatch(cartActions.itemAdded(plain));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(selectCartItems(seed.getState())));
    localStorage.setItem(LEGACY_CART_STORAGE_KEY, JSON.stringify([{ id: 'old', name: 'Old', price: 1, quantity: 1 }]));
    const items = selectCartItems(createShopStore().getState());
    expect(items.map((i) => i.id)).toEqual(['b1']);
  });

  it('falls back to the legacy cartItems key and derives missing identifiers and quantities', () => {
    localStorage.setItem(LEGACY_CART_STORAGE_KEY, JSON.stringify([{ id: 7, name: 'Old chain', price: '1,200' }]));
    const store = createShopStore();
    const [line] = selectCartItems(store.getState());
    expect(line).toMatchObject({ id: 7, name: 'Old chain', quantity: 1 });
    // the derived identity merges with a fresh add of the same product
    store.dispatch(cartActions.itemAdded({ id: 7, name: 'Old chain', price: '1,200' }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartItems(store.getState())[0].quantity).toBe(2);
  });

  it('re-derives identities of stored lines and merges lines that share one', () => {
    localStorage.setItem(
      LEGACY_CART_STORAGE_KEY,
      JSON.stringify(
        [
          { id: 'r', name: 'Ring', price: 10, quantity: 1, cartIdentifier: 'r-engraving-ANU' },
          { id: 'r', name: 'Ring', price: 10, quantity: 2, cartIdentifier: 'r-engraving-ANU-script' },
        ].map((line) => ({ ...line, customization: { type: 'engraving', customName: 'ANU' } })),
      ),
    );
    const items = selectCartItems(createShopStore().getState());
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(3);
  });

  it('tolerates corrupt JSON in both keys and starts empty', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    localStorage.setItem(LEGACY_CART_STORAGE_KEY, '[oops');
    expect(selectCartItems(createShopStore().getState())).toEqual([]);
  });

  it('uses the legacy key when rmjCart is corrupt', () => {
    localStorage.setItem(CART_STORAGE_KEY, 'null-ish garbage');
    localStorage.setItem(LEGACY_CART_STORAGE_KEY, JSON.stringify([{ id: 'x', name: 'X', price: 5, quantity: 2 }]));
    expect(selectCartItems(createShopStore().getState())).toMatchObject([{ id: 'x', quantity: 2 }]);
  });

  it('ignores stored entries that are not cart lines', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([null, 'text', { name: 'no id' }, { id: 'ok', name: 'Ok', price: 1 }]),
    );
    expect(selectCartItems(createShopStore().getState()).map((i) => i.id)).toEqual(['ok']);
  });
});

describe('saving', () => {
  it('saves to rmjCart on every change', () => {
    const store = createShopStore();
    store.dispatch(cartActions.itemAdded(plain));
    expect(stored()).toMatchObject([{ id: 'b1', quantity: 1 }]);
    const key = stored()[0].cartIdentifier;
    store.dispatch(cartActions.quantityChanged({ key, quantity: 3 }));
    expect(stored()).toMatchObject([{ id: 'b1', quantity: 3 }]);
    store.dispatch(cartActions.itemAdded(fingerprint));
    expect(stored()).toHaveLength(2);
    store.dispatch(cartActions.itemRemoved({ key: 'b1' }));
    expect(stored().map((i) => i.id)).toEqual(['p1']);
  });

  it('does not write when an action leaves the cart unchanged', () => {
    const storage = new LimitedStorage(Infinity);
    const store = createShopStore({ storage });
    store.dispatch({ type: 'something/else' });
    expect(storage.writes).toBe(0);
  });

  it('a saved cart survives a reload (new store on the same storage)', () => {
    createShopStore().dispatch(cartActions.itemAdded({ ...plain, quantity: 2 }));
    expect(selectCartItems(createShopStore().getState())).toMatchObject([{ id: 'b1', quantity: 2 }]);
  });

  it('clear empties the cart and deletes both keys', () => {
    localStorage.setItem(LEGACY_CART_STORAGE_KEY, JSON.stringify([{ id: 'old', name: 'Old', price: 1 }]));
    const store = createShopStore();
    store.dispatch(cartActions.itemAdded(plain));
    store.dispatch(cartActions.cleared());
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
  });

  it('when storage is full, retries with file data replaced by a marker and hasFileData set', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new LimitedStorage(3000);
    const store = createShopStore({ storage });
    store.dispatch(cartActions.itemAdded(fingerprint));
    store.dispatch(cartActions.itemAdded(combined));
    store.dispatch(cartActions.itemAdded(plain));
    const saved: CartItem[] = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(saved.map((i) => i.id)).toEqual(['p1', 'r1', 'b1']);
    expect(saved[0].customization?.fileData).toBe(FILE_DATA_REMOVED_MARKER);
    expect(saved[0].customization?.fileId).toBe('f1');
    expect(saved[0].hasFileData).toBe(true);
    expect(saved[1].customization?.file).toEqual({ name: 'pic.png', data: FILE_DATA_REMOVED_MARKER });
    expect(saved[1].hasFileData).toBe(true);
    expect(saved[2].hasFileData).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Error saving cart', expect.any(DOMException));
    // the cart in memory keeps the file data
    expect(selectCartItems(store.getState())[0].customization?.fileData).toBe(bigData);
  });

  it('when even the simplified cart does not fit, logs and keeps the in-memory cart', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new LimitedStorage(10);
    const store = createShopStore({ storage });
    expect(() => store.dispatch(cartActions.itemAdded(fingerprint))).not.toThrow();
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to save the simplified cart', expect.any(DOMException));
  });

  it('with storage null, nothing is read or written', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 'x', name: 'X', price: 1, quantity: 1 }]));
    const store = createShopStore({ storage: null });
    expect(selectCartItems(store.getState())).toEqual([]);
    store.dispatch(cartActions.itemAdded(plain));
    expect(stored().map((i) => i.id)).toEqual(['x']);
  });
});
