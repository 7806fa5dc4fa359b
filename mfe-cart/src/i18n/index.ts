// mfe-cart's words: English and Tamil, each its own chunk, loaded by each page's route beside its code.
import { createCatalogue } from '@rmj/i18n';

export const words = createCatalogue('cart', { en: () => import('./en'), ta: () => import('./ta') });
