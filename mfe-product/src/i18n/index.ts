// mfe-product's words: English and Tamil, each its own chunk, loaded with the page that shows them.
import { createCatalogue } from '@rmj/i18n';

export const words = createCatalogue('product', {
  en: () => import(/* webpackChunkName: "words-product-en" */ './en'),
  ta: () => import(/* webpackChunkName: "words-product-ta" */ './ta'),
});

/** A message key of this remote. */
export type WordKey = Parameters<ReturnType<typeof words.useT>>[0];
