// Every English message that comes from elsewhere keeps its exact words on an English page: the
// catalogue's English for it is the contract's (or this remote's constant), character for character.
import en from '../i18n/en';
import ta from '../i18n/ta';
import { KNOWN_MESSAGES } from './shown-message';

it("gives each known message the catalogue's English, word for word, and a Tamil of its own", () => {
  for (const [message, key] of KNOWN_MESSAGES) {
    expect(en[key]).toBe(message);
    expect(ta[key]).not.toBe(message);
  }
});
