// mfe-account's words, each language its own chunk: a page loads its language beside its code.
import { createCatalogue } from '@rmj/i18n';

export const words = createCatalogue('account', { en: () => import('./en'), ta: () => import('./ta') });
export type AccountWordKey = keyof typeof import('./en').default;
