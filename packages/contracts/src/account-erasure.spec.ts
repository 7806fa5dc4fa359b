import {
  ACCOUNT_DELETION_MESSAGES,
  deleteAccountRequestSchema,
  openOrdersMessage,
  orderErasureResponseSchema,
} from './account-erasure';
import { ACCOUNT_DELETED_KEY, endDeletedAccount, readSession, takeAccountDeleted } from './session';

describe('account deletion contracts', () => {
  it('names the open orders, one or several', () => {
    expect(openOrdersMessage(['RMJ-AAAAAAAAAA'])).toBe(
      'Your account cannot be deleted while an order is still open: RMJ-AAAAAAAAAA. You can delete it once it has been delivered, cancelled or refunded. Nothing was deleted.',
    );
    expect(openOrdersMessage(['RMJ-A', 'RMJ-B'])).toContain(
      'while orders are still open: RMJ-A, RMJ-B. You can delete it once they have',
    );
  });

  it('reads the typed e-mail trimmed and lower-cased, and refuses anything else in the body', () => {
    expect(deleteAccountRequestSchema.parse({ email: ' Anjali@Example.IN ' })).toEqual({ email: 'anjali@example.in' });
    expect(deleteAccountRequestSchema.safeParse({ email: 'a@b.in', force: true }).success).toBe(false);
    expect(deleteAccountRequestSchema.safeParse({}).success).toBe(false);
  });

  it('answers an erasure of orders as refused with the open orders, or done with counts', () => {
    expect(orderErasureResponseSchema.parse({ erased: false, openOrders: ['RMJ-A'] })).toEqual({
      erased: false,
      openOrders: ['RMJ-A'],
    });
    expect(orderErasureResponseSchema.safeParse({ erased: false, openOrders: [] }).success).toBe(false);
    expect(orderErasureResponseSchema.parse({ erased: true, orders: 2, invoices: 1, checkouts: 0 }).erased).toBe(true);
    expect(ACCOUNT_DELETION_MESSAGES.unavailable).toMatch(/still works/);
  });

  it('signs the shopper out and tells the home page once', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const tabStore = new Map<string, string>();
    const tab = {
      getItem: (k: string) => tabStore.get(k) ?? null,
      setItem: (k: string, v: string) => void tabStore.set(k, v),
      removeItem: (k: string) => void tabStore.delete(k),
    };
    storage.setItem('token', 't');
    storage.setItem('userId', 'u');
    endDeletedAccount(storage, tab);
    expect(readSession(storage)).toBeNull();
    expect(tabStore.get(ACCOUNT_DELETED_KEY)).toBe('1');
    expect(takeAccountDeleted(tab)).toBe(true);
    expect(takeAccountDeleted(tab)).toBe(false);
  });
});
