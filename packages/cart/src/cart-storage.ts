// Browser-storage persistence of the cart (spec section 3 "Cart storage", section 4).
import type { CartItem } from '@rmj/contracts';
import { buildCartIdentifier } from './cart-identity';

/** Current storage key, read first and written on every change. */
export const CART_STORAGE_KEY = 'rmjCart';
/** Legacy key, read when rmjCart holds nothing usable; deleted on clear. */
export const LEGACY_CART_STORAGE_KEY = 'cartItems';
/** Replaces embedded file data when the full cart does not fit in storage. */
export const FILE_DATA_REMOVED_MARKER = '[file data removed]';

/** The subset of the Web Storage API the cart uses (injectable for tests). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage when available and usable, else null (no persistence). */
export function defaultCartStorage(): CartStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keeps stored lines that look like cart items. The identity is always re-derived (lines saved by
 * older versions may carry another key scheme), quantity defaults to 1, and lines that turn out
 * to share an identity are merged.
 */
function toCartItems(value: unknown): CartItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: CartItem[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    if (typeof raw.id !== 'string' && typeof raw.id !== 'number') continue;
    const line = raw as unknown as CartItem;
    const quantity = typeof line.quantity === 'number' && line.quantity > 0 ? Math.floor(line.quantity) : 1;
    const cartIdentifier = buildCartIdentifier(line);
    const same = items.find((item) => item.cartIdentifier === cartIdentifier);
    if (same) {
      same.quantity += quantity;
      continue;
    }
    items.push({ ...line, name: typeof line.name === 'string' ? line.name : '', quantity, cartIdentifier });
  }
  return items;
}

function read(storage: CartStorage, key: string): CartItem[] | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : toCartItems(JSON.parse(text));
  } catch {
    return null; // corrupt JSON or unreadable storage: fall through to the next key
  }
}

/** Stored lines: from rmjCart, else the legacy cartItems, else an empty cart. Never throws. */
export function loadCartItems(storage: CartStorage | null): CartItem[] {
  if (!storage) return [];
  return read(storage, CART_STORAGE_KEY) ?? read(storage, LEGACY_CART_STORAGE_KEY) ?? [];
}

/** A copy of a line with embedded file data replaced by the marker; hasFileData set when something was dropped. */
export function withoutFileData(item: CartItem): CartItem {
  const customization = item.customization;
  if (!customization) return item;
  const dropFile = typeof customization.fileData === 'string' && customization.fileData !== FILE_DATA_REMOVED_MARKER;
  const dropCombined =
    typeof customization.file?.data === 'string' && customization.file.data !== FILE_DATA_REMOVED_MARKER;
  if (!dropFile && !dropCombined) return item;
  return {
    ...item,
    hasFileData: true,
    customization: {
      ...customization,
      ...(dropFile ? { fileData: FILE_DATA_REMOVED_MARKER } : {}),
      ...(dropCombined && customization.file
        ? { file: { ...customization.file, data: FILE_DATA_REMOVED_MARKER } }
        : {}),
    },
  };
}

/**
 * Writes the lines to rmjCart. When that fails (quota exceeded), retries once with file data
 * removed; when that fails too, logs and gives up: the in-memory cart stays as it is.
 */
export function saveCartItems(storage: CartStorage | null, items: CartItem[]): void {
  if (!storage) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    return;
  } catch (error) {
    console.error('Error saving cart', error);
  }
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items.map(withoutFileData)));
  } catch (error) {
    console.error('Failed to save the simplified cart', error);
  }
}

/** Deletes both stored keys (used by cart/cleared). */
export function clearStoredCart(storage: CartStorage | null): void {
  if (!storage) return;
  for (const key of [CART_STORAGE_KEY, LEGACY_CART_STORAGE_KEY]) {
    try {
      storage.removeItem(key);
    } catch (error) {
      console.error('Error clearing stored cart', error);
    }
  }
}
