// Before every spec: both languages of this remote's words and the shared pieces', so a page's Provider renders at once.
import { uiWords } from '@rmj/ui';
import { words } from '../i18n';

beforeAll(() => Promise.all([words.load('en'), words.load('ta'), uiWords.load('en'), uiWords.load('ta')]));
