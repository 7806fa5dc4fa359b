// Public widget of mfe-cart, which owns orders: a shopper's order actions (tax invoice, cancelling),
// rendered by other remotes through Module Federation (mfe-account's /welcome). Its props are
// @rmj/contracts' OrderActionsProps; the module's shape is OrderActionsModule. Another remote's page
// has none of this remote's words: the widget brings its own (started loading with the module, in
// the page's language) and shows once they are here.
import { createElement, Suspense, type JSX } from 'react';
import type { OrderActionsProps } from '@rmj/contracts';
import { OrderActions as Actions } from '../features/track-order/components/order-actions';
import { words } from '../i18n';

void words.load().catch(() => undefined);

export function OrderActions(props: OrderActionsProps): JSX.Element {
  return createElement(
    Suspense,
    { fallback: null },
    createElement(words.Provider, null, createElement(Actions, props)),
  );
}
