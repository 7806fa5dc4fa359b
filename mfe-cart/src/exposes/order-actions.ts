// Public widget of mfe-cart, which owns orders: a shopper's order actions (tax invoice, cancelling),
// rendered by other remotes through Module Federation (mfe-account's /welcome). Its props are
// @rmj/contracts' OrderActionsProps; the module's shape is OrderActionsModule.
export { OrderActions } from '../features/track-order/components/order-actions';
