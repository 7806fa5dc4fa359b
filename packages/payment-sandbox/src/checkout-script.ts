/**
 * The sandbox's browser checkout: `window.Razorpay` with the provider's API (`new Razorpay(options)`,
 * `open()`, `close()`, `on('payment.failed', fn)`, `options.handler`, `options.modal.ondismiss`,
 * `options.retry`). `open()` shows a payment window with the amount the sandbox holds for the order
 * (never the page's own figure), buttons 'Success' and 'Failure' and a close control, like the
 * provider's test mode. As in Razorpay's Checkout, a failed attempt calls every `payment.failed`
 * listener and the window stays open for another attempt on the same order (retry is on by
 * default); with `retry: { enabled: false }`, or once `retry.max_count` retries have failed, it
 * closes after the failure and then calls `modal.ondismiss`. Served as
 * `/payment-sandbox/checkout.js`: the function below is sent as source, so it must not use
 * anything from outside its body.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
function installSandboxCheckout(win: any): void {
  const doc = win.document;
  const script = doc.currentScript as HTMLScriptElement | null;
  // API base: the folder the script was loaded from (/payment-sandbox/ on the shop's origin).
  const base = script ? script.src.replace(/checkout\.js(\?.*)?$/, '') : '/payment-sandbox/';

  const rupees = (paise: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
      paise / 100,
    );

  function el(tag: string, style: string, text?: string): HTMLElement {
    const node = doc.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  async function call(path: string, init?: RequestInit): Promise<any> {
    const res = await win.fetch(base + path, init);
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(body?.error?.description ?? `HTTP ${res.status}`), { body });
    return body;
  }

  /** Razorpay's payment.failed payload: exactly the documented keys of its error object. */
  function failurePayload(error: any, orderId: string): any {
    const meta = error.metadata || {};
    return {
      error: {
        code: error.code,
        description: error.description,
        source: error.source,
        step: error.step,
        reason: error.reason,
        metadata: { order_id: meta.order_id || orderId, payment_id: meta.payment_id },
      },
    };
  }

  function Razorpay(this: any, options: any) {
    if (!options || !options.key) throw new Error('Razorpay sandbox: options.key is required');
    this.options = options;
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function on(event: string, fn: (payload: unknown) => void) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function emit(event: string, payload: unknown) {
    for (const fn of this.listeners[event] || []) fn(payload);
  };

  Razorpay.prototype.close = function close() {
    if (this.root) this.root.remove();
    this.root = null;
    doc.removeEventListener('keydown', this.onKey);
    // Focus goes back to what opened the window (the page's pay button), if it is still there.
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back && back.isConnected && typeof back.focus === 'function') back.focus();
  };

  Razorpay.prototype.dismiss = function dismiss() {
    this.close();
    const ondismiss = this.options.modal && this.options.modal.ondismiss;
    if (typeof ondismiss === 'function') ondismiss();
  };

  Razorpay.prototype.open = function open() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the window's callbacks need the instance
    const self = this;
    const o = self.options;
    if (self.root) return self;
    const retry = o.retry || {};
    const retries =
      retry.enabled === false
        ? 0
        : Number.isInteger(retry.max_count) && retry.max_count >= 0
          ? retry.max_count
          : Infinity;
    let failures = 0;
    self.returnFocus = doc.activeElement;

    const theme = (o.theme && o.theme.color) || '#86600b';
    const root = el(
      'div',
      'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:12px;font-family:system-ui,Arial,sans-serif;overflow-y:auto',
    );
    root.setAttribute('data-testid', 'payment-window');
    const panel = el(
      'div',
      'background:#fff;color:#1f1f1f;width:100%;max-width:380px;border-radius:10px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.35)',
    );
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', 'Payment window');
    const head = el(
      'div',
      `background:${theme};color:#fff;padding:14px 16px;display:flex;align-items:flex-start;gap:8px`,
    );
    const titles = el('div', 'flex:1;min-width:0');
    titles.append(el('div', 'font-weight:700;font-size:16px;overflow-wrap:anywhere', o.name || 'Payment'));
    if (o.description) titles.append(el('div', 'font-size:13px;opacity:.95;overflow-wrap:anywhere', o.description));
    const closeBtn = el(
      'button',
      'background:transparent;border:0;color:#fff;font-size:22px;line-height:1;cursor:pointer;min-width:44px;min-height:44px',
      '×',
    );
    closeBtn.setAttribute('type', 'button');
    closeBtn.setAttribute('aria-label', 'Close payment window');
    head.append(titles, closeBtn);
    const body = el('div', 'padding:16px');
    const amount = el('p', 'margin:0 0 4px;font-size:24px;font-weight:700', 'Loading…');
    amount.setAttribute('data-testid', 'payment-amount');
    const mode = el(
      'p',
      'margin:0 0 12px;font-size:13px;color:#595959',
      'Test mode: no money moves. Choose how this payment ends.',
    );
    const who = o.prefill && (o.prefill.email || o.prefill.contact);
    if (who) mode.textContent += ` Paying as ${[o.prefill.email, o.prefill.contact].filter(Boolean).join(', ')}.`;
    // Two live regions: progress is polite, a failure interrupts (it changes what the shopper does next).
    const status = el('p', 'margin:10px 0 0;font-size:13px;color:#595959;min-height:1em');
    status.setAttribute('role', 'status');
    const notice = el('p', 'margin:10px 0 0;font-size:14px;color:#b42318;overflow-wrap:anywhere');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-testid', 'payment-failure');
    const buttons = el('div', 'display:flex;gap:10px;flex-wrap:wrap');
    const btn =
      'flex:1;min-width:120px;min-height:44px;border:0;border-radius:8px;color:#fff;font-weight:700;font-size:15px;cursor:pointer';
    const success = el('button', `${btn};background:#1e7b34`, 'Success');
    const failure = el('button', `${btn};background:#b42318`, 'Failure');
    success.setAttribute('type', 'button');
    failure.setAttribute('type', 'button');
    buttons.append(success, failure);
    body.append(amount, mode, buttons, notice, status);
    panel.append(head, body);
    root.append(panel);
    doc.body.append(root);
    self.root = root;

    const setBusy = (busy: boolean) => {
      for (const b of [success, failure]) {
        if (busy) b.setAttribute('disabled', '');
        else b.removeAttribute('disabled');
      }
    };
    setBusy(true);
    closeBtn.focus();

    const keyQuery = `key_id=${encodeURIComponent(o.key)}`;
    call(`v1/checkout/orders/${encodeURIComponent(o.order_id)}?${keyQuery}`).then(
      (order: any) => {
        amount.textContent = rupees(order.amount);
        setBusy(false);
        success.focus();
      },
      (err: Error) => {
        amount.textContent = '';
        notice.textContent = `This payment cannot be started: ${err.message}`;
      },
    );

    function failed(payload: any) {
      failures += 1;
      if (failures > retries) {
        // Razorpay with retry off (or out of retries): the window closes, then the page hears why and that it closed.
        self.close();
        self.emit('payment.failed', payload);
        const ondismiss = o.modal && o.modal.ondismiss;
        if (typeof ondismiss === 'function') ondismiss();
        return;
      }
      status.textContent = '';
      const reason = String(payload.error.description || 'Payment failed.').trim();
      notice.textContent = `${/[.!?]$/.test(reason) ? reason : `${reason}.`} Choose Success to pay again, or close this window.`;
      setBusy(false);
      success.focus();
      self.emit('payment.failed', payload);
    }

    async function pay(outcome: 'success' | 'failure') {
      setBusy(true);
      notice.textContent = '';
      status.textContent = 'Processing…';
      try {
        const result = await call('v1/checkout/pay', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            key_id: o.key,
            order_id: o.order_id,
            outcome,
            email: o.prefill?.email,
            contact: o.prefill?.contact,
          }),
        });
        // Closed while the attempt was under way: like a shopper who left after paying, the page is
        // not told (the webhook and reconciliation record it).
        if (!self.root) return;
        self.close();
        if (typeof o.handler === 'function') o.handler(result);
      } catch (err: any) {
        if (!self.root) return;
        if (err.body && err.body.error && outcome === 'failure')
          return failed(failurePayload(err.body.error, o.order_id));
        status.textContent = '';
        notice.textContent = err.message || 'The payment could not be completed.';
        setBusy(false);
        success.focus();
      }
    }

    success.addEventListener('click', () => void pay('success'));
    failure.addEventListener('click', () => void pay('failure'));
    closeBtn.addEventListener('click', () => self.dismiss());
    self.onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !(o.modal && o.modal.escape === false)) return self.dismiss();
      if (event.key !== 'Tab') return;
      // aria-modal: Tab and Shift+Tab stay inside the window.
      const stops = [closeBtn, success, failure].filter((b) => !b.hasAttribute('disabled'));
      const at = stops.indexOf(doc.activeElement);
      const next = event.shiftKey
        ? at <= 0
          ? stops.length - 1
          : at - 1
        : at === -1 || at === stops.length - 1
          ? 0
          : at + 1;
      event.preventDefault();
      stops[next].focus();
    };
    doc.addEventListener('keydown', self.onKey);
    return self;
  };

  win.Razorpay = Razorpay;
}

/** The script's text, served with Content-Type application/javascript. */
export const CHECKOUT_SCRIPT = `/* RMJ payment sandbox: Razorpay Checkout look-alike for development and CI. */\n(${installSandboxCheckout.toString()})(window);\n`;
