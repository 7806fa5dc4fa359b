// Loads both languages of mfe-account's words before the tests (the shell does it with the page's code).
import { uiWords } from '@rmj/ui';
import { words } from '../i18n';

beforeAll(async () => {
  await Promise.all([words.load('en'), words.load('ta'), uiWords.load('en'), uiWords.load('ta')]);
});
