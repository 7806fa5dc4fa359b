// The shell's words (its chrome: announcements, header, menu, footer, chat, fallbacks), one chunk per
// language. The page's language is loaded before the first render (bootstrap, server render). The
// chunks are named (shell-words-<lang>) so the first-load budget of each language can find them.
import { createCatalogue } from '@rmj/i18n';
import type en from './en';

export const words = createCatalogue<typeof en>('shell', {
  en: () => import(/* webpackChunkName: "shell-words-en" */ './en'),
  ta: () => import(/* webpackChunkName: "shell-words-ta" */ './ta'),
});
