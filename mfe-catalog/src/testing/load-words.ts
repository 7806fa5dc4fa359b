// Every page test renders with this remote's words and the shared pieces' already here, in both
// languages, as a route's load leaves them: a page's words provider then never suspends.
import { uiWords } from '@rmj/ui';
import { words } from '../i18n';

beforeAll(() => Promise.all([words.load('en'), words.load('ta'), uiWords.load('en'), uiWords.load('ta')]));
