// Under each recent order: "Download tax invoice" once it is issued, and "Cancel order" while the
// shopper may still cancel it themselves. mfe-cart owns orders and renders these actions (its
// './order-actions', the same component as on /track-order), loaded at run time through Module
// Federation with this list's look and words ('list': the question names the order and the outcome
// shows under the buttons). Nothing shows while it loads, and nothing if mfe-cart cannot be reached:
// the orders are still listed, each linking to its tracking page.
import { Component, Suspense, use, type ComponentType, type JSX, type ReactNode } from 'react';
import {
  isOrderActionsModule,
  ORDER_ACTIONS_MODULE,
  type MyOrder,
  type OrderActionsClasses,
  type OrderActionsProps,
} from '@rmj/contracts';
import { forgetFederatedModule, loadFederatedModule } from '../../../lib/federated-module';

/** This list's look for the actions (welcome.css). */
const CLASSES: OrderActionsClasses = {
  actions: 'acc-orders__actions',
  invoice: { button: 'acc-orders__action', problem: 'acc-orders__problem' },
  cancel: {
    button: 'acc-orders__action',
    confirm: 'acc-orders__confirm',
    question: 'acc-orders__question',
    yes: 'acc-orders__action acc-orders__action--strong',
    no: 'acc-orders__action',
  },
  outcome: { done: 'acc-orders__done', problem: 'acc-orders__problem' },
};

/** mfe-cart's order actions, loaded once (the orders' list starts it before its answer comes). */
export function loadOrderActions(): Promise<ComponentType<OrderActionsProps>> {
  return loadFederatedModule(ORDER_ACTIONS_MODULE, (module) => {
    if (!isOrderActionsModule(module)) throw new Error(`${ORDER_ACTIONS_MODULE} is not the order actions.`);
    return module.OrderActions as ComponentType<OrderActionsProps>;
  });
}

/** Keeps a failed load or render of the actions to itself: the order around it stays listed. */
class ActionsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    // The next visit to /welcome tries again.
    forgetFederatedModule(ORDER_ACTIONS_MODULE);
    console.warn(`[mfe-account] ${ORDER_ACTIONS_MODULE} is not available:`, error.message);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function RemoteOrderActions(props: OrderActionsProps): JSX.Element {
  // Suspends until mfe-cart's module is here; a failed load reaches the boundary.
  const Actions = use(loadOrderActions());
  return <Actions {...props} />;
}

export function OrderActions({ order, onCancelled }: { order: MyOrder; onCancelled: () => void }): JSX.Element {
  return (
    <ActionsBoundary>
      <Suspense fallback={null}>
        <RemoteOrderActions
          orderNumber={order.orderId}
          invoice={order.invoice}
          creditNotes={order.creditNotes}
          cancellableUntil={order.cancellableUntil}
          cancellableUnpaid={order.cancellableUnpaid}
          placement="list"
          classes={CLASSES}
          onCancelOutcome={onCancelled}
        />
      </Suspense>
    </ActionsBoundary>
  );
}
