import {
  SESSION_ENDED_MESSAGE,
  SESSION_KEYS,
  clearSession,
  endRefusedSession,
  hasSession,
  readSession,
  saveRedirectAfterLogin,
  saveSession,
  takeRedirectAfterLogin,
  takeSessionEnded,
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
  it("uses the spec's storage keys", () => {
    expect(SESSION_KEYS).toEqual({
      token: 'token',
      userId: 'userId',
      firstName: 'firstName',
      lastName: 'lastName',
      redirectAfterLogin: 'redirectAfterLogin',
    });
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

  it('logout also forgets the local order history (orders, lastOrderId) but keeps the cart', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 't', userId: 'u1', firstName: 'Asha' }, storage);
    storage.setItem('orders', '[{"orderId":"RMJ-7K3M9Q2X4P"}]');
    storage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
    storage.setItem('rmjCart', '[]');
    clearSession(storage);
    expect(Object.fromEntries(storage.map)).toEqual({ rmjCart: '[]' });
  });

  it('a refused token forgets the session and the order history, and the login form learns it once', () => {
    const storage = new MemoryStorage();
    const tab = new MemoryStorage();
    saveSession({ token: 't', userId: 'u1' }, storage);
    storage.setItem('orders', '[]');
    storage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
    expect(takeSessionEnded(tab)).toBe(false);
    endRefusedSession(storage, tab);
    expect(Object.fromEntries(storage.map)).toEqual({});
    expect(takeSessionEnded(tab)).toBe(true);
    expect(takeSessionEnded(tab)).toBe(false);
    expect(SESSION_ENDED_MESSAGE).toBe('Your session has ended. Please log in again.');
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
    expect(() => endRefusedSession(broken, broken)).not.toThrow();
    expect(takeSessionEnded(broken)).toBe(false);
    expect(takeRedirectAfterLogin('/welcome', broken)).toBe('/welcome');
  });
});
