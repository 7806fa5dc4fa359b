import {
  SESSION_KEYS,
  clearSession,
  hasSession,
  readSession,
  saveRedirectAfterLogin,
  saveSession,
  takeRedirectAfterLogin,
  type SessionStorageLike,
} from './session';

class MemoryStorage implements SessionStorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const broken: SessionStorageLike = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('session contract', () => {
  it('uses the spec\'s storage keys', () => {
    expect(SESSION_KEYS).toEqual({ token: 'token', userId: 'userId', firstName: 'firstName', lastName: 'lastName', redirectAfterLogin: 'redirectAfterLogin' });
  });

  it('a session needs both a token and a user id', () => {
    const storage = new MemoryStorage();
    expect(readSession(storage)).toBeNull();
    storage.setItem('token', 't');
    expect(hasSession(storage)).toBe(false);
    storage.setItem('userId', 'u1');
    expect(readSession(storage)).toEqual({ token: 't', userId: 'u1' });
  });

  it('saves and clears token, userId and names under the spec keys', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 't', userId: 'u1', firstName: 'Asha', lastName: 'Kumar' }, storage);
    expect(Object.fromEntries(storage.map)).toEqual({ token: 't', userId: 'u1', firstName: 'Asha', lastName: 'Kumar' });
    expect(readSession(storage)).toEqual({ token: 't', userId: 'u1', firstName: 'Asha', lastName: 'Kumar' });
    storage.setItem('redirectAfterLogin', '/cart');
    clearSession(storage);
    expect(Object.fromEntries(storage.map)).toEqual({ redirectAfterLogin: '/cart' });
  });

  it('follows a saved same-site redirect once, and refuses other sites', () => {
    const storage = new MemoryStorage();
    saveRedirectAfterLogin('/cart', storage);
    expect(takeRedirectAfterLogin('/welcome', storage)).toBe('/cart');
    expect(takeRedirectAfterLogin('/welcome', storage)).toBe('/welcome');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'cart']) {
      storage.setItem('redirectAfterLogin', bad);
      expect(takeRedirectAfterLogin('/welcome', storage)).toBe('/welcome');
      saveRedirectAfterLogin(bad, storage);
      expect(storage.getItem('redirectAfterLogin')).toBeNull();
    }
  });

  it('acts as logged out when storage throws, and never throws itself', () => {
    expect(readSession(broken)).toBeNull();
    expect(() => saveSession({ token: 't', userId: 'u' }, broken)).not.toThrow();
    expect(() => clearSession(broken)).not.toThrow();
    expect(takeRedirectAfterLogin('/welcome', broken)).toBe('/welcome');
  });
});
