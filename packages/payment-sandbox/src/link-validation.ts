/**
 * Checks a Payment Link create request as Razorpay's Payment Links service does: every field at
 * once, answered in one description in that service's format, `key: message; key: message.` with
 * the keys sorted and a nested object in parentheses (`amount: cannot be blank.`,
 * `expire_by: timestamp must be atleast 15 minutes in future.`). Fields it does not know are
 * ignored, as that service ignores them. Wordings Razorpay has not published are the sandbox's own
 * (README: what it does not match).
 */
import { PaymentLinkError } from './sandbox-errors';
import type { SandboxPaymentLink } from './link-entities';

/** What a valid create request comes to. */
export type LinkInput = Pick<
  SandboxPaymentLink,
  | 'amount'
  | 'accept_partial'
  | 'first_min_partial_amount'
  | 'expire_by'
  | 'reference_id'
  | 'description'
  | 'customer'
  | 'notify'
  | 'reminder_enable'
  | 'notes'
  | 'callback_url'
  | 'callback_method'
>;

/** expire_by must be at least this far ahead (Razorpay: 15 minutes) ... */
export const MIN_EXPIRY_SECONDS = 15 * 60;
/** ... and no later than six months after creation (Razorpay's documented limit). */
export const MAX_EXPIRY_SECONDS = 183 * 24 * 3600;

interface Errors {
  [key: string]: string | Errors;
}

/** The service's error text: sorted keys, nested objects in parentheses, one final full stop. */
export function formatErrors(errors: Errors): string {
  const part = (es: Errors): string =>
    Object.keys(es)
      .sort()
      .map((key) => {
        const value = es[key];
        return typeof value === 'string' ? `${key}: ${value}` : `${key}: (${part(value)}.)`;
      })
      .join('; ');
  return `${part(errors)}.`;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const given = (v: unknown) => v !== undefined && v !== null;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9]{8,15}$/;

/** A whole number of paise, given as a number or a string of digits (the SDK passes either). */
function integer(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

function checkBooleans(value: unknown, keys: readonly string[], errors: Errors, name: string): void {
  if (!given(value)) return;
  if (!isObject(value)) {
    errors[name] = 'must be an object';
    return;
  }
  const inner: Errors = {};
  for (const key of keys) if (given(value[key]) && typeof value[key] !== 'boolean') inner[key] = 'must be a boolean';
  if (Object.keys(inner).length) errors[name] = inner;
}

function checkCustomer(value: unknown, errors: Errors): void {
  if (!given(value)) return;
  if (!isObject(value)) {
    errors.customer = 'must be an object';
    return;
  }
  const inner: Errors = {};
  const { name, email, contact } = value;
  if (given(name) && (typeof name !== 'string' || name.length > 50)) inner.name = 'the length must be no more than 50';
  if (given(email) && (typeof email !== 'string' || !EMAIL.test(email))) inner.email = 'must be a valid email address';
  if (given(contact) && (typeof contact !== 'string' || !PHONE.test(contact.replace(/[\s-]/g, ''))))
    inner.contact = 'must be a valid phone number';
  if (Object.keys(inner).length) errors.customer = inner;
}

function checkNotes(value: unknown, errors: Errors): void {
  if (!given(value)) return;
  if (!isObject(value)) errors.notes = 'must be an object';
  else if (Object.keys(value).length > 15) errors.notes = 'must have at most 15 keys';
  else if (Object.values(value).some((v) => !['string', 'number'].includes(typeof v) || String(v).length > 256))
    errors.notes = 'each value must be text of at most 256 characters';
}

function checkCallback(body: Record<string, unknown>, errors: Errors): void {
  const { callback_url: url, callback_method: method } = body;
  if (given(url)) {
    let ok = false;
    try {
      ok = typeof url === 'string' && ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) errors.callback_url = 'must be a valid URL';
    if (!given(method) || method === '') errors.callback_method = 'cannot be blank';
  }
  if (given(method) && method !== '' && method !== 'get') errors.callback_method = 'must be a valid value';
}

function checkAmounts(body: Record<string, unknown>, errors: Errors): void {
  const amount = integer(body.amount);
  if (!given(body.amount) || body.amount === '') errors.amount = 'cannot be blank';
  else if (amount === undefined) errors.amount = 'must be an integer';
  else if (amount < 100) errors.amount = 'must be no less than 100';
  if (given(body.currency) && body.currency !== 'INR') errors.currency = 'must be a valid value';
  if (given(body.accept_partial) && typeof body.accept_partial !== 'boolean')
    errors.accept_partial = 'must be a boolean';
  if (given(body.first_min_partial_amount)) {
    const min = integer(body.first_min_partial_amount);
    if (min === undefined) errors.first_min_partial_amount = 'must be an integer';
    else if (body.accept_partial !== true && min > 0)
      errors.first_min_partial_amount = 'is allowed only when accept_partial is true';
    else if (min > 0 && min < 100) errors.first_min_partial_amount = 'must be no less than 100';
    else if (amount !== undefined && min > amount)
      errors.first_min_partial_amount = `must be no greater than ${amount}`;
  }
}

function checkExpiry(value: unknown, now: number, errors: Errors): void {
  if (!given(value) || value === 0) return;
  const at = integer(value);
  if (at === undefined) errors.expire_by = 'must be an integer';
  else if (at < now + MIN_EXPIRY_SECONDS) errors.expire_by = 'timestamp must be atleast 15 minutes in future';
  else if (at > now + MAX_EXPIRY_SECONDS) errors.expire_by = 'timestamp must be within six months from now';
}

/** The create request as a link's fields, or the service's 400. `now` in Unix seconds. */
export function parseLinkInput(body: Record<string, unknown>, now: number): LinkInput {
  const errors: Errors = {};
  checkAmounts(body, errors);
  checkExpiry(body.expire_by, now, errors);
  const { reference_id: ref, description } = body;
  if (given(ref) && (typeof ref !== 'string' || ref.length > 40))
    errors.reference_id = 'the length must be no more than 40';
  if (given(description) && (typeof description !== 'string' || description.length > 2048))
    errors.description = 'the length must be no more than 2048';
  checkCustomer(body.customer, errors);
  checkBooleans(body.notify, ['email', 'sms', 'whatsapp'], errors, 'notify');
  if (given(body.reminder_enable) && typeof body.reminder_enable !== 'boolean')
    errors.reminder_enable = 'must be a boolean';
  checkNotes(body.notes, errors);
  checkCallback(body, errors);
  if (body.upi_link === true) errors.upi_link = 'UPI Payment Links are not supported by the sandbox';
  if (given(body.options)) errors.options = 'customisation options are not supported by the sandbox';
  if (Object.keys(errors).length) throw new PaymentLinkError(formatErrors(errors));

  const customer = (isObject(body.customer) ? body.customer : {}) as LinkInput['customer'];
  const notify = (isObject(body.notify) ? body.notify : {}) as Partial<LinkInput['notify']>;
  const notes = isObject(body.notes)
    ? Object.fromEntries(Object.entries(body.notes).map(([k, v]) => [k, String(v)]))
    : null;
  return {
    amount: integer(body.amount) as number,
    accept_partial: body.accept_partial === true,
    first_min_partial_amount: integer(body.first_min_partial_amount) ?? 0,
    expire_by: integer(body.expire_by) ?? 0,
    reference_id: (ref as string | undefined) ?? '',
    description: (description as string | undefined) ?? '',
    customer: {
      ...(customer.name !== undefined ? { name: customer.name } : {}),
      ...(customer.email !== undefined ? { email: customer.email } : {}),
      ...(customer.contact !== undefined ? { contact: customer.contact } : {}),
    },
    notify: { email: notify.email === true, sms: notify.sms === true, whatsapp: notify.whatsapp === true },
    reminder_enable: body.reminder_enable === true,
    notes,
    callback_url: (body.callback_url as string | undefined) ?? '',
    callback_method: given(body.callback_url) ? 'get' : '',
  };
}
