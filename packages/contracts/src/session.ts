/**
 * The login session in browser storage (spec section 3 "Browser storage keys", section 6).
 * mfe-account writes it after login or registration; mfe-cart reads it before checkout and
 * saves where to come back to. One definition of the keys and of how they are read, so no
 * part spells a key by hand. Storage can throw (private modes, quotas): reads then act as
 * empty and writes are skipped.
 */

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

/** Removes token, userId, firstName and lastName (logout, or a token the server refused). */
export function clearSession(storage = defaultStorage()): void {
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.userId, SESSION_KEYS.firstName, SESSION_KEYS.lastName]) {
    remove(key, storage);
  }
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
