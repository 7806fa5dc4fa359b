// The browser-storage keys of spec section 3 that the account screens own. Storage can throw
// (private modes, quotas): reads then act as empty and writes are skipped.
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  firstName: 'firstName',
  lastName: 'lastName',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

/** What a successful login or registration stores. */
export interface SessionData {
  token: string;
  userId: string;
  firstName?: string;
  lastName?: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** True when a token and a user id are stored (spec section 6: a logged-in user). */
export function hasSession(): boolean {
  return Boolean(read(SESSION_KEYS.token) && read(SESSION_KEYS.userId));
}

/** Stores token, userId, firstName and lastName. */
export function saveSession(session: SessionData): void {
  write(SESSION_KEYS.token, session.token);
  write(SESSION_KEYS.userId, session.userId);
  if (session.firstName) write(SESSION_KEYS.firstName, session.firstName);
  if (session.lastName) write(SESSION_KEYS.lastName, session.lastName);
}

/** Removes token, userId, firstName and lastName. */
export function clearSession(): void {
  remove(SESSION_KEYS.token);
  remove(SESSION_KEYS.userId);
  remove(SESSION_KEYS.firstName);
  remove(SESSION_KEYS.lastName);
}

/** The stored first name, or null. */
export function storedFirstName(): string | null {
  return read(SESSION_KEYS.firstName);
}

/**
 * Where to go after login: the saved redirectAfterLogin (removed once read) or /welcome.
 * Only same-site paths are honoured, so the key cannot send a shopper to another site.
 */
export function takeRedirectAfterLogin(fallback = '/welcome'): string {
  const target = read(SESSION_KEYS.redirectAfterLogin);
  remove(SESSION_KEYS.redirectAfterLogin);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
