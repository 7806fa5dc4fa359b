/**
 * The login session in browser storage (spec section 3 "Browser storage keys", section 6).
 * mfe-account writes it after login or registration; mfe-cart reads it before checkout and
 * saves where to come back to. One definition of the keys and of how they are read, so no
 * part spells a key by hand. Storage can throw (private modes, quotas): reads then act as
 * empty and writes are skipped.
 */
import { ORDER_STORAGE_KEYS } from './order-constants';

/**
 * The 401 message of a call made with a token whose session has ended (30 minutes without use,
 * 12 hours after login, logout, password reset), and the note the login form shows afterwards.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * The gateway's 401 for a back-office call without a valid staff token (expired or missing): staff
 * are told to sign in to the back office, not the shopper's 'log in to complete your purchase'.
 */
export const STAFF_SIGN_IN_MESSAGE = 'Your staff session has ended. Please sign in to the back office again.';

/**
 * sessionStorage key (this tab only; not one of the spec's keys) that remembers a refused token
 * until the login form has told the shopper their session ended.
 */
export const SESSION_ENDED_KEY = 'sessionEnded';

/** The storage keys of the login session, exactly as the spec names them. */
export const SESSION_KEYS = {
  /** Access token (Bearer) from POST /api/login or register step 2. */
  token: 'token',
  /** The user's id. */
  userId: 'userId',
  /** Given name, for the welcome screen. */
  firstName: 'firstName',
  /** Family name. */
  lastName: 'lastName',
  /** Same-site path to return to after login (the cart sets '/cart'). */
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

/** What a successful login or registration stores. */
export interface SessionData {
  /** Access token. */
  token: string;
  /** The user's id. */
  userId: string;
  /** Given name, when known. */
  firstName?: string;
  /** Family name, when known. */
  lastName?: string;
}

/** The subset of the Web Storage API the session uses (injectable for tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): SessionStorageLike | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

function tabStorage(): SessionStorageLike | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string, storage: SessionStorageLike | null): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string, storage: SessionStorageLike | null): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

function remove(key: string, storage: SessionStorageLike | null): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** The stored session when a token and a user id are both present (a logged-in user), else null. */
export function readSession(storage = defaultStorage()): SessionData | null {
  const token = read(SESSION_KEYS.token, storage);
  const userId = read(SESSION_KEYS.userId, storage);
  if (!token || !userId) return null;
  const firstName = read(SESSION_KEYS.firstName, storage) ?? undefined;
  const lastName = read(SESSION_KEYS.lastName, storage) ?? undefined;
  return { token, userId, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

/** True when a token and a user id are stored (spec section 6: a logged-in user). */
export function hasSession(storage = defaultStorage()): boolean {
  return readSession(storage) !== null;
}

/** Stores token, userId, firstName and lastName. */
export function saveSession(session: SessionData, storage = defaultStorage()): void {
  write(SESSION_KEYS.token, session.token, storage);
  write(SESSION_KEYS.userId, session.userId, storage);
  if (session.firstName) write(SESSION_KEYS.firstName, session.firstName, storage);
  if (session.lastName) write(SESSION_KEYS.lastName, session.lastName, storage);
}

/**
 * Logout: removes token, userId, firstName and lastName, and the local order history (`orders`,
 * `lastOrderId`), so the next person at this browser sees none of it. The cart and
 * redirectAfterLogin stay (a shopper sent to log in from the cart comes back to it).
 */
export function clearSession(storage = defaultStorage()): void {
  const keys = [
    SESSION_KEYS.token,
    SESSION_KEYS.userId,
    SESSION_KEYS.firstName,
    SESSION_KEYS.lastName,
    ORDER_STORAGE_KEYS.orders,
    ORDER_STORAGE_KEYS.lastOrderId,
  ];
  for (const key of keys) remove(key, storage);
}

/**
 * A token the server refused (401): forgets everything clearSession does and remembers, for this
 * tab, that the session ended, so the login form can say so (takeSessionEnded).
 */
export function endRefusedSession(storage = defaultStorage(), tab = tabStorage()): void {
  clearSession(storage);
  write(SESSION_ENDED_KEY, '1', tab);
}

/** True once after endRefusedSession: the login form shows SESSION_ENDED_MESSAGE, then forgets it. */
export function takeSessionEnded(tab = tabStorage()): boolean {
  const ended = read(SESSION_ENDED_KEY, tab) !== null;
  remove(SESSION_ENDED_KEY, tab);
  return ended;
}

/** sessionStorage key (this tab only) that remembers a deleted account until the home page has said so. */
export const ACCOUNT_DELETED_KEY = 'accountDeleted';

/** What the home page shows once after the shopper deleted their account. */
export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted and you are signed out. A confirmation has been sent to your e-mail address.';

/** After a deleted account: forgets the session and remembers, for this tab, to tell the shopper on the home page. */
export function endDeletedAccount(storage = defaultStorage(), tab = tabStorage()): void {
  clearSession(storage);
  write(ACCOUNT_DELETED_KEY, '1', tab);
}

/** True once after endDeletedAccount: the home page shows ACCOUNT_DELETED_NOTICE, then forgets it. */
export function takeAccountDeleted(tab = tabStorage()): boolean {
  const deleted = read(ACCOUNT_DELETED_KEY, tab) !== null;
  remove(ACCOUNT_DELETED_KEY, tab);
  return deleted;
}

/** True for a path on this site ('/cart'), false for anything that could leave it ('//evil', 'https:'). */
export function isSameSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** Saves where to go after the next login; only same-site paths are kept. */
export function saveRedirectAfterLogin(target: string, storage = defaultStorage()): void {
  if (isSameSitePath(target)) write(SESSION_KEYS.redirectAfterLogin, target, storage);
}

/**
 * Where to go after login: the saved redirectAfterLogin (removed once read) or the fallback.
 * Only same-site paths are honoured, so the key cannot send a shopper to another site.
 */
export function takeRedirectAfterLogin(fallback = '/welcome', storage = defaultStorage()): string {
  const target = read(SESSION_KEYS.redirectAfterLogin, storage);
  remove(SESSION_KEYS.redirectAfterLogin, storage);
  return target && isSameSitePath(target) ? target : fallback;
}
