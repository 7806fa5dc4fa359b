// The payment window as a shop page meets it: the script the sandbox serves, loaded by a real DOM
// (jsdom) from a running sandbox, paying through the sandbox's own endpoints. It must behave like
// Razorpay's Checkout: a failed attempt tells every payment.failed listener and leaves the window
// open for another attempt on the same order; retry off (or out of retries) closes it, tells the
// listeners, then calls modal.ondismiss.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { waitFor, within } from '@testing-library/dom';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { startPaymentSandbox, type RunningPaymentSandbox } from './payment-sandbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- the window's API is untyped JavaScript, as Razorpay's is */

/** Every webhook body the shop would receive. */
async function webhookReceiver() {
  const events: any[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      events.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    events,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let sandbox: RunningPaymentSandbox;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let dom: JSDOM | null = null;

beforeEach(async () => {
  hooks = await webhookReceiver();
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: hooks.url });
});
afterEach(async () => {
  dom?.window.close();
  dom = null;
  await sandbox.stop();
  await hooks.close();
});

/** A shop page with a pay button that loads /payment-sandbox/checkout.js like the cart does. */
async function shopPage() {
  dom?.window.close();
  dom = new JSDOM(
    '<!doctype html><html><head></head><body><main><button id="pay">Proceed to Payment</button></main></body></html>',
    {
      url: `${sandbox.url}/cart`,
      runScripts: 'dangerously',
      resources: 'usable',
    },
  );
  const win = dom.window as any;
  win.fetch = fetch;
  const script = win.document.createElement('script');
  script.src = `${sandbox.url}/payment-sandbox/checkout.js`;
  await new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = reject;
    win.document.head.append(script);
  });
  win.document.getElementById('pay').focus();
  return win;
}

/** Opens a window on a new order; `log` records what the page is told, in order. */
async function openWindow(extra: Record<string, unknown> = {}) {
  const win = await shopPage();
  const order = sandbox.ledger.createOrder({ amount: 260_000 });
  const log: string[] = [];
  const failures: any[] = [];
  const paid: any[] = [];
  const rzp = new win.Razorpay({
    key: sandbox.keyId,
    order_id: order.id,
    amount: order.amount,
    currency: 'INR',
    name: 'RMJ Silver & Gold',
    prefill: { email: 'asha@example.in', contact: '9876543210' },
    handler: (response: unknown) => {
      log.push('handler');
      paid.push(response);
    },
    modal: { ondismiss: () => log.push('ondismiss') },
    ...extra,
  });
  rzp.on('payment.failed', (payload: unknown) => {
    log.push('payment.failed');
    failures.push(payload);
  });
  rzp.open();
  const screen = within(win.document.body);
  const dialog = await screen.findByRole('dialog', { name: 'Payment window' });
  const ui = within(dialog);
  await waitFor(() => expect(ui.getByRole('button', { name: 'Success' })).not.toHaveProperty('disabled', true), {
    container: win.document,
  });
  return { win, order, log, failures, paid, dialog, ui, screen };
}

const press = async (ui: ReturnType<typeof within>, name: string, win: any) => {
  const button = ui.getByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { container: win.document });
  button.click();
};

it('keeps the window open after a failure, shows why, and a Success then pays the same order (one webhook per failed attempt)', async () => {
  const { win, order, log, failures, paid, dialog, ui } = await openWindow();
  await press(ui, 'Failure', win);
  const notice = await ui.findByRole('alert');
  await waitFor(
    () =>
      expect(notice.textContent).toBe(
        'Payment failed because the shopper chose Failure in the sandbox. Choose Success to pay again, or close this window.',
      ),
    { container: win.document },
  );
  expect(dialog.isConnected).toBe(true);
  expect(win.document.activeElement).toBe(ui.getByRole('button', { name: 'Success' }));
  expect(failures).toEqual([
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the shopper chose Failure in the sandbox.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_\w{14}$/) },
      },
    },
  ]);

  await press(ui, 'Failure', win);
  await waitFor(() => expect(failures).toHaveLength(2), { container: win.document });
  expect(dialog.isConnected).toBe(true);

  await press(ui, 'Success', win);
  await waitFor(() => expect(paid).toHaveLength(1), { container: win.document });
  expect(log).toEqual(['payment.failed', 'payment.failed', 'handler']);
  expect(dialog.isConnected).toBe(false);
  expect(win.document.activeElement).toBe(win.document.getElementById('pay'));
  const [response] = paid;
  expect(response.razorpay_order_id).toBe(order.id);
  expect(
    validatePaymentVerification(
      { order_id: order.id, payment_id: response.razorpay_payment_id },
      response.razorpay_signature,
      sandbox.keySecret,
    ),
  ).toBe(true);
  expect(sandbox.ledger.order(order.id)).toMatchObject({ status: 'paid', attempts: 3 });

  await sandbox.webhooksIdle();
  const failedHooks = hooks.events.filter((e) => e.event === 'payment.failed').map((e) => e.payload.payment.entity.id);
  expect(failedHooks.sort()).toEqual(failures.map((f) => f.error.metadata.payment_id).sort());
  expect(hooks.events.filter((e) => e.event === 'payment.captured').map((e) => e.payload.payment.entity.id)).toEqual([
    response.razorpay_payment_id,
  ]);
});

it('closing after a failure (× or Escape) calls modal.ondismiss once, and the page was told of the failure first', async () => {
  const { win, log, dialog, ui } = await openWindow();
  await press(ui, 'Failure', win);
  await waitFor(() => expect(log).toEqual(['payment.failed']), { container: win.document });
  win.document.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(log).toEqual(['payment.failed', 'ondismiss']);
  expect(dialog.isConnected).toBe(false);
  expect(win.document.activeElement).toBe(win.document.getElementById('pay'));

  const second = await openWindow();
  second.ui.getByRole('button', { name: 'Close payment window' }).click();
  expect(second.log).toEqual(['ondismiss']);
});

it('with retry: { enabled: false } the window closes after the failure, tells payment.failed, then calls ondismiss', async () => {
  const { win, log, failures, dialog, ui } = await openWindow({ retry: { enabled: false } });
  await press(ui, 'Failure', win);
  await waitFor(() => expect(log).toEqual(['payment.failed', 'ondismiss']), { container: win.document });
  expect(dialog.isConnected).toBe(false);
  expect(failures[0].error.reason).toBe('payment_failed');
});

it('with retry: { max_count: 1 } one retry is offered, then the window closes', async () => {
  const { win, log, dialog, ui } = await openWindow({ retry: { enabled: true, max_count: 1 } });
  await press(ui, 'Failure', win);
  await waitFor(() => expect(log).toEqual(['payment.failed']), { container: win.document });
  expect(dialog.isConnected).toBe(true);
  await press(ui, 'Failure', win);
  await waitFor(() => expect(log).toEqual(['payment.failed', 'payment.failed', 'ondismiss']), {
    container: win.document,
  });
  expect(dialog.isConnected).toBe(false);
});

it('is a labelled modal dialog: Tab stays inside, every control is at least 44 px high', async () => {
  const { win, dialog, ui } = await openWindow();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  const [close, success, failure] = ['Close payment window', 'Success', 'Failure'].map((name) =>
    ui.getByRole('button', { name }),
  );
  for (const button of [close, success, failure]) expect(button.getAttribute('style')).toContain('min-height:44px');
  expect(win.document.activeElement).toBe(success);
  const tab = (shiftKey = false) =>
    win.document.dispatchEvent(
      new win.KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
    );
  tab();
  expect(win.document.activeElement).toBe(failure);
  tab();
  expect(win.document.activeElement).toBe(close);
  tab(true);
  expect(win.document.activeElement).toBe(failure);
});
