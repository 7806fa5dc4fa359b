// The catalogue remote's words: English and Tamil, each its own chunk (a shopper downloads only the
// language they read; the server loads both).
import { createCatalogue } from '@rmj/i18n';

export const words = createCatalogue('catalog', { en: () => import('./en'), ta: () => import('./ta') });

/** A key of this remote's catalogue. */
export type WordKey = Parameters<ReturnType<typeof words.useT>>[0];
