// The local order history (spec sections 3, 8 and 9): at most 5 orders and about 250 KB under
// `orders`, the latest number under `lastOrderId`; an order over about 50 KB is trimmed with an
// alert; a full storage clears the previous orders (with its alert); any other failure alerts.
import { LOCAL_ORDER_LIMITS, localOrderMessages, ORDER_STORAGE_KEYS, type LocalOrderRecord } from '@rmj/contracts';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type LocalSaveResult = 'saved' | 'truncated' | 'cleared' | 'failed';

const size = (value: unknown) => JSON.stringify(value).length;

function isQuotaError(err: unknown): boolean {
  const e = err as { name?: string; code?: number } | null;
  return (
    e?.name === 'QuotaExceededError' || e?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e?.code === 22 || e?.code === 1014
  );
}

/** Orders already stored (anything unreadable counts as none). */
export function readLocalOrders(storage: Store): LocalOrderRecord[] {
  try {
    const parsed = JSON.parse(storage.getItem(ORDER_STORAGE_KEYS.orders) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Cuts an order down to the single-order limit: personalisation first, then names, then lines. */
function trimToLimit(record: LocalOrderRecord): LocalOrderRecord {
  let trimmed: LocalOrderRecord = { ...record, items: record.items.map(({ customization: _c, ...item }) => item) };
  if (size(trimmed) > LOCAL_ORDER_LIMITS.maxOrderChars) {
    trimmed = { ...trimmed, items: trimmed.items.map((item) => ({ ...item, name: item.name.slice(0, 60) })) };
  }
  while (size(trimmed) > LOCAL_ORDER_LIMITS.maxOrderChars && trimmed.items.length > 1) {
    trimmed = { ...trimmed, items: trimmed.items.slice(0, -1) };
  }
  return trimmed;
}

export function saveLocalOrder(
  record: LocalOrderRecord,
  storage: Store = localStorage,
  alert: (message: string) => void = (m) => window.alert(m),
): LocalSaveResult {
  let result: LocalSaveResult = 'saved';
  let order = record;
  if (size(order) > LOCAL_ORDER_LIMITS.maxOrderChars) {
    alert(localOrderMessages.truncated);
    order = trimToLimit(order);
    result = 'truncated';
  }
  const list = [...readLocalOrders(storage).filter((o) => o?.orderId !== order.orderId), order];
  while (list.length > LOCAL_ORDER_LIMITS.maxOrders) list.shift();
  while (list.length > 1 && size(list) > LOCAL_ORDER_LIMITS.maxTotalChars) list.shift();
  try {
    storage.setItem(ORDER_STORAGE_KEYS.orders, JSON.stringify(list));
    storage.setItem(ORDER_STORAGE_KEYS.lastOrderId, order.orderId);
    return result;
  } catch (err) {
    if (!isQuotaError(err)) {
      alert(localOrderMessages.failed);
      return 'failed';
    }
  }
  alert(localOrderMessages.storageFull);
  try {
    storage.removeItem(ORDER_STORAGE_KEYS.orders);
    storage.setItem(ORDER_STORAGE_KEYS.orders, JSON.stringify([order]));
    storage.setItem(ORDER_STORAGE_KEYS.lastOrderId, order.orderId);
    return 'cleared';
  } catch {
    alert(localOrderMessages.failed);
    return 'failed';
  }
}
