// Before every spec: both languages of this remote's words, so a page's Provider renders at once.
import { words } from '../i18n';

beforeAll(() => Promise.all([words.load('en'), words.load('ta')]));
