// Every test renders with this remote's words at hand (the route's load fetches them before a page in
// the shop), so a page's words.Provider never suspends in a test. Both languages: Tamil tests too.
import { uiWords } from '@rmj/ui';
import { words } from '../i18n';

beforeAll(() => Promise.all([words.load('en'), words.load('ta'), uiWords.load('en'), uiWords.load('ta')]));
