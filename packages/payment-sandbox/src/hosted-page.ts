/**
 * The page a Payment Link's short URL opens, standing in for Razorpay's hosted payment page: what
 * is asked, paid and due, the expiry, and, while the link is open, 'Success' and 'Failure' like the
 * sandbox's checkout window (a field for the amount when the link accepts partial payments). Plain
 * HTML and a form: no script, so it works from the sandbox's own address or through the shop's
 * gateway, at 320 px as at 1280 px.
 */
import type { SandboxPaymentLink } from './link-entities';

/** A message above the form: a failed attempt (an alert) or a payment taken (a status). */
export interface PageNotice {
  kind: 'error' | 'success';
  text: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** ₹ with Indian digit grouping, from paise. */
export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

/** The rupees a customer typed ('1,500' or '1500.50') in paise, or null when it is not an amount. */
export function paiseFromRupees(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const when = (unix: number) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    unix * 1000,
  );

const CLOSED: Record<string, (link: SandboxPaymentLink) => string> = {
  paid: () => 'This payment request has been paid in full. Thank you.',
  cancelled: () => 'This payment request was cancelled by the seller. Ask them for a new link.',
  expired: (link) => `This payment request expired on ${when(link.expired_at)}. Ask the seller for a new link.`,
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f1ea;color:#1f1f1f;line-height:1.45}
main{max-width:460px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.12);overflow:hidden}
header{background:#86600b;color:#fff;padding:14px 16px}
h1{margin:0;font-size:18px;overflow-wrap:anywhere}
.sub{margin:2px 0 0;font-size:13px}
.body{padding:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px}
dt{color:#595959}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.due{font-size:24px}
label{display:block;font-weight:600;margin:8px 0 4px}
input{width:100%;min-height:44px;font-size:16px;padding:8px;border:1px solid #767676;border-radius:6px}
.hint{margin:4px 0 12px;font-size:13px;color:#595959}
.buttons{display:flex;gap:10px;flex-wrap:wrap;margin-top:12px}
button{flex:1;min-width:120px;min-height:44px;border:0;border-radius:8px;color:#fff;font-weight:700;font-size:15px;cursor:pointer}
.ok{background:#1e7b34}.ko{background:#b42318}
button:focus-visible,input:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
.alert{color:#b42318;font-weight:600}.status{color:#1e7b34;font-weight:600}
.mode{font-size:13px;color:#595959}
`;

/** The whole page for a link, as it stands now. */
export function hostedPage(link: SandboxPaymentLink, notice?: PageNotice): string {
  const due = link.amount - link.amount_paid;
  const open = link.status === 'created' || link.status === 'partially_paid';
  const rows = [
    ['Amount', rupees(link.amount)],
    ...(link.amount_paid > 0 ? [['Paid so far', rupees(link.amount_paid)]] : []),
    ...(open && link.expire_by > 0 ? [['Pay by', when(link.expire_by)]] : []),
    ...(link.reference_id ? [['Reference', link.reference_id]] : []),
  ];
  const min = link.amount_paid === 0 ? Math.max(100, link.first_min_partial_amount) : Math.min(100, due);
  const amountField = link.accept_partial
    ? `<label for="amount">Amount to pay now (₹)</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${(due / 100).toFixed(2)}" aria-describedby="amount-hint" required>
<p id="amount-hint" class="hint">Between ${rupees(Math.min(min, due))} and ${rupees(due)}; the rest can be paid later with this link.</p>`
    : '';
  const form = open
    ? `<form method="post">
${amountField}<p class="mode">Test mode: no money moves. Choose how this payment ends.</p>
<div class="buttons"><button class="ok" name="outcome" value="success">Success</button><button class="ko" name="outcome" value="failure">Failure</button></div>
</form>`
    : `<p>${escape(CLOSED[link.status](link))}</p>`;
  const message = notice
    ? `<p class="${notice.kind === 'error' ? 'alert' : 'status'}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escape(notice.text)}</p>`
    : '';
  const who = [link.customer.name, link.customer.email, link.customer.contact].filter(Boolean).join(', ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment request${link.description ? ` – ${escape(link.description)}` : ''}</title><style>${STYLE}</style></head>
<body><main><div class="card"><header><h1>${escape(link.description || 'Payment request')}</h1>
<p class="sub">Payment sandbox${who ? ` · for ${escape(who)}` : ''}</p></header>
<div class="body"><p class="mode">${open ? 'Amount due' : 'Status'}</p>
<p class="due" data-testid="amount-due"><strong>${open ? rupees(due) : escape(link.status.replace('_', ' '))}</strong></p>
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escape(v)}</dd>`).join('')}</dl>
${message}${form}</div></div></main></body></html>
`;
}

/** The page for a short URL that opens no link. */
export function unknownLinkPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment request not found</title><style>${STYLE}</style></head>
<body><main><div class="card"><header><h1>Payment request not found</h1></header>
<div class="body"><p>This link does not open a payment request. Check the link you were sent.</p></div></div></main></body></html>
`;
}
