// The shell's words (its chrome: announcements, header, menu, footer, chat, fallbacks), one chunk per
// language. The page's language is loaded before the first render (bootstrap, server render).
import { createCatalogue } from '@rmj/i18n';
import type en from './en';

export const words = createCatalogue<typeof en>('shell', { en: () => import('./en'), ta: () => import('./ta') });
