/**
 * Razorpay's Payment Link as the SDK answers it, turned into the shop's ProviderPaymentLink, and the
 * shop's request turned into Razorpay's create body. Razorpay's empty values vary (notes null or
 * [], '' for no reference, 0 for no time, payments null until the first attempt): all become null
 * or empty here, once.
 */
import {
  PaymentProviderError,
  type CreatePaymentLinkInput,
  type ProviderLinkPayment,
  type ProviderPaymentLink,
  type ProviderPaymentLinkStatus,
} from './payment-provider';

/** The link as the SDK answers it (its own type declares `payments` as one object; it is a list). */
export interface SdkPaymentLink {
  id: string;
  short_url: string;
  status: string;
  amount: number | string;
  amount_paid?: number | string | null;
  currency?: string;
  reference_id?: string | null;
  accept_partial?: boolean | null;
  first_min_partial_amount?: number | string | null;
  expire_by?: number | string | null;
  created_at?: number | string | null;
  cancelled_at?: number | string | null;
  expired_at?: number | string | null;
  notes?: Record<string, string | number> | unknown[] | null;
  payments?: Array<{ payment_id: string; amount: number | string; status: string; created_at: number | string }> | null;
}

const STATUSES: readonly string[] = ['created', 'partially_paid', 'paid', 'cancelled', 'expired'];

/** A Unix time, or null for Razorpay's 0 / missing. */
const time = (value: unknown): number | null => (Number(value) > 0 ? Number(value) : null);

export function toPaymentLink(link: SdkPaymentLink): ProviderPaymentLink {
  if (!STATUSES.includes(link.status))
    throw new PaymentProviderError(`unknown Payment Link status "${link.status}"`, 'refused', link.status);
  const payments: ProviderLinkPayment[] = (link.payments ?? []).map((p) => ({
    payment_id: p.payment_id,
    amount: Number(p.amount),
    status: p.status,
    created_at: Number(p.created_at),
  }));
  return {
    id: link.id,
    short_url: link.short_url,
    status: link.status as ProviderPaymentLinkStatus,
    amount: Number(link.amount),
    amount_paid: Number(link.amount_paid ?? 0),
    currency: link.currency ?? 'INR',
    reference_id: link.reference_id || null,
    accept_partial: link.accept_partial === true,
    first_min_partial_amount: Number(link.first_min_partial_amount ?? 0),
    expire_by: time(link.expire_by),
    created_at: Number(link.created_at ?? 0),
    cancelled_at: time(link.cancelled_at),
    expired_at: time(link.expired_at),
    // Razorpay sends empty notes as [] or null.
    notes:
      link.notes && !Array.isArray(link.notes)
        ? Object.fromEntries(Object.entries(link.notes).map(([k, v]) => [k, String(v)]))
        : {},
    payments,
  };
}

/** Razorpay's create body: the shop notifies the customer itself, so Razorpay sends nothing. */
export function createLinkBody(input: CreatePaymentLinkInput) {
  return {
    amount: input.amountPaise,
    currency: 'INR',
    accept_partial: input.partial !== undefined,
    ...(input.partial ? { first_min_partial_amount: input.partial.firstMinPaise } : {}),
    expire_by: Math.floor(input.expireBy.getTime() / 1000),
    reference_id: input.referenceId,
    description: input.description,
    customer: input.customer,
    notify: { sms: false, email: false },
    reminder_enable: false,
    notes: input.notes,
    ...(input.callbackUrl ? { callback_url: input.callbackUrl, callback_method: 'get' } : {}),
  };
}
