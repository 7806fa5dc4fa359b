/**
 * The sandbox's browser checkout: `window.Razorpay` with the provider's API (`new Razorpay(options)`,
 * `open()`, `close()`, `on('payment.failed', fn)`, `options.handler`, `options.modal.ondismiss`).
 * `open()` shows a payment window with the amount the sandbox holds for the order (never the
 * page's own figure), buttons 'Success' and 'Failure' and a close control, like the provider's
 * test mode. Served as `/payment-sandbox/checkout.js`: the function below is sent as source, so it
 * must not use anything from outside its body.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
function installSandboxCheckout(win: any): void {
  const doc = win.document;
  const script = doc.currentScript as HTMLScriptElement | null;
  // API base: the folder the script was loaded from (/payment-sandbox/ on the shop's origin).
  const base = script ? script.src.replace(/checkout\.js(\?.*)?$/, '') : '/payment-sandbox/';

  const rupees = (paise: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

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
    const theme = (o.theme && o.theme.color) || '#86600b';
    const root = el('div', 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:12px;font-family:system-ui,Arial,sans-serif');
    root.setAttribute('data-testid', 'payment-window');
    const panel = el('div', 'background:#fff;color:#1f1f1f;width:100%;max-width:380px;border-radius:10px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.35)');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', 'Payment window');
    const head = el('div', `background:${theme};color:#fff;padding:14px 16px;display:flex;align-items:flex-start;gap:8px`);
    const titles = el('div', 'flex:1;min-width:0');
    titles.append(el('div', 'font-weight:700;font-size:16px;overflow-wrap:anywhere', o.name || 'Payment'));
    if (o.description) titles.append(el('div', 'font-size:13px;opacity:.95;overflow-wrap:anywhere', o.description));
    const closeBtn = el('button', 'background:transparent;border:0;color:#fff;font-size:22px;line-height:1;cursor:pointer;min-width:44px;min-height:44px', '×');
    closeBtn.setAttribute('type', 'button');
    closeBtn.setAttribute('aria-label', 'Close payment window');
    head.append(titles, closeBtn);
    const body = el('div', 'padding:16px');
    const amount = el('p', 'margin:0 0 4px;font-size:24px;font-weight:700', 'Loading…');
    amount.setAttribute('data-testid', 'payment-amount');
    const mode = el('p', 'margin:0 0 12px;font-size:13px;color:#595959', 'Test mode: no money moves. Choose how this payment ends.');
    const who = o.prefill && (o.prefill.email || o.prefill.contact);
    if (who) mode.textContent += ` Paying as ${[o.prefill.email, o.prefill.contact].filter(Boolean).join(', ')}.`;
    const status = el('p', 'margin:10px 0 0;font-size:13px;color:#b42318;min-height:1em');
    status.setAttribute('role', 'status');
    const buttons = el('div', 'display:flex;gap:10px;flex-wrap:wrap');
    const btn = 'flex:1;min-width:120px;min-height:44px;border:0;border-radius:8px;color:#fff;font-weight:700;font-size:15px;cursor:pointer';
    const success = el('button', `${btn};background:#1e7b34`, 'Success');
    const failure = el('button', `${btn};background:#b42318`, 'Failure');
    success.setAttribute('type', 'button');
    failure.setAttribute('type', 'button');
    buttons.append(success, failure);
    body.append(amount, mode, buttons, status);
    panel.append(head, body);
    root.append(panel);
    doc.body.append(root);
    self.root = root;
    success.setAttribute('disabled', '');
    failure.setAttribute('disabled', '');

    const keyQuery = `key_id=${encodeURIComponent(o.key)}`;
    call(`v1/checkout/orders/${encodeURIComponent(o.order_id)}?${keyQuery}`).then(
      (order: any) => {
        amount.textContent = rupees(order.amount);
        success.removeAttribute('disabled');
        failure.removeAttribute('disabled');
        success.focus();
      },
      (err: Error) => {
        amount.textContent = '';
        status.textContent = `This payment cannot be started: ${err.message}`;
      },
    );

    async function pay(outcome: 'success' | 'failure') {
      success.setAttribute('disabled', '');
      failure.setAttribute('disabled', '');
      status.textContent = 'Processing…';
      try {
        const result = await call('v1/checkout/pay', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ key_id: o.key, order_id: o.order_id, outcome, email: o.prefill?.email, contact: o.prefill?.contact }),
        });
        self.close();
        if (typeof o.handler === 'function') o.handler(result);
      } catch (err: any) {
        if (err.body && err.body.error && outcome === 'failure') {
          self.close();
          self.emit('payment.failed', err.body);
          return;
        }
        status.textContent = err.message || 'The payment could not be completed.';
        success.removeAttribute('disabled');
        failure.removeAttribute('disabled');
      }
    }

    success.addEventListener('click', () => void pay('success'));
    failure.addEventListener('click', () => void pay('failure'));
    closeBtn.addEventListener('click', () => self.dismiss());
    self.onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !(o.modal && o.modal.escape === false)) self.dismiss();
    };
    doc.addEventListener('keydown', self.onKey);
    return self;
  };

  win.Razorpay = Razorpay;
}

/** The script's text, served with Content-Type application/javascript. */
export const CHECKOUT_SCRIPT = `/* RMJ payment sandbox: Razorpay Checkout look-alike for development and CI. */\n(${installSandboxCheckout.toString()})(window);\n`;
