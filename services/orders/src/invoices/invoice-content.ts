/**
 * What a tax invoice says, worked out once when it is issued and stored with it: the PDF is drawn
 * from this alone, so a later change of catalogue, prices or shop configuration never changes an
 * invoice already issued.
 */
import {
  firstLetters,
  gstStateCodeOf,
  isSameState,
  JEWELLERY_HSN,
  letterCount,
  maskPan,
  PAYMENT_METHOD,
  paymentMethodOf,
  type OrderCustomization,
  type PricedLine,
} from '@rmj/contracts';
import {
  allocate,
  JEWELLERY_GST_PERCENT,
  paiseFromRupees,
  splitInclusive,
  sumAmounts,
  type TaxedAmounts,
  type TaxMode,
} from '@rmj/pricing';
import type { Order } from '../orders/order.schema';
import { rupeesInWords } from './helpers/amount-in-words';
import { articleOf, byWeightBreakupOf, type InvoiceArticle } from './invoice-articles';

export type { InvoiceArticle, InvoiceStone } from './invoice-articles';

/** The seller as configured when the invoice was issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  /** GST state code (the GSTIN's first two digits). */
  stateCode: string;
}

/** One row of the invoice at its price incl. GST (a fixed price, an older order's line, shipping), paise. */
export interface InvoiceLine extends TaxedAmounts {
  description: string;
  hsn: string;
  quantity: number;
  /** HUIDs of the pieces, when the line is hallmarked and they are known. */
  huids?: string[];
}

export interface InvoiceContent {
  seller: InvoiceSeller;
  orderNumber: string;
  /** ISO 8601: when the order was paid. */
  orderDate: string;
  /** Billed and shipped to: the order's customer details. */
  buyer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    /** The buyer's PAN, masked (XXXXX1234F), when the order has one. */
    pan?: string;
  };
  /** The delivery state (India) or country; code when the state is recognised. */
  placeOfSupply: { name: string; code?: string };
  taxMode: TaxMode;
  /** GST rate, percent (the whole; halves within the state). */
  ratePercent: number;
  /** Pieces priced by weight, one per piece (absent when there are none, and on invoices issued before). */
  articles?: InvoiceArticle[];
  /** Lines at their price incl. GST: fixed prices, and every line of an older order. */
  lines: InvoiceLine[];
  shipping: InvoiceLine;
  promoCode?: string;
  total: TaxedAmounts;
  totalInWords: string;
  /**
   * Cash on delivery: the invoice is issued when the parcel ships, before the courier collects the
   * cash, so its total is not printed as paid (absent: paid online before it was issued).
   */
  cashOnDelivery?: true;
}

/** Longest description kept on a row (personalisation is shown in short). */
const DESCRIPTION_MAX = 90;
/** Longest description of an article priced by weight (its name row spans the table). */
const ARTICLE_DESCRIPTION_MAX = 200;

/** At most `max` letters as a reader counts them (never half a Tamil letter), '…' marking a cut. */
const clip = (text: string, max: number) => (letterCount(text) > max ? `${firstLetters(text, max - 1)}…` : text);
const quoted = (text: string) => `“${clip(text.trim(), 30)}”`;

/** The personalisation of a line in a few words: Engraved “Asha”, Fingerprint, Photo, … */
export function personalisationInShort(c: OrderCustomization | undefined): string | undefined {
  if (!c) return undefined;
  const text = typeof c.text === 'string' ? c.text : c.text?.content;
  switch (c.type) {
    case 'engraving':
      return c.customName ? `Engraved ${quoted(c.customName)}` : 'Engraved';
    case 'text':
      return text ? `Text ${quoted(text)}` : 'Text';
    case 'fingerprint':
      return 'Fingerprint';
    case 'image':
      return 'Photo';
    case 'pdf':
      return 'Design file';
    case 'combined':
      return text ? `Engraved ${quoted(text)} + file` : 'Engraving + file';
    default:
      return 'Personalised';
  }
}

/**
 * A row's description: name, size (or variant) and personalisation in short, clipped to `max`
 * (an article priced by weight has the table's whole width for it).
 */
export function describeLine(line: PricedLine, max = DESCRIPTION_MAX): string {
  const size = line.size ?? line.customization?.Size;
  const parts = [
    line.name,
    size ? `Size ${size}` : undefined,
    line.variant,
    personalisationInShort(line.customization),
  ].filter((p): p is string => Boolean(p && p.trim()));
  return clip(parts.join(' · '), max);
}

/** Place of supply and tax mode: the delivery state against the shop's (IGST for any delivery abroad). */
export function placeOfSupply(
  delivery: { state: string; country?: string },
  shopState: string,
): { place: InvoiceContent['placeOfSupply']; mode: TaxMode } {
  const country = delivery.country ?? 'India';
  if (country !== 'India') return { place: { name: `Outside India (${country})` }, mode: 'inter-state' };
  const code = gstStateCodeOf(delivery.state);
  return {
    place: { name: delivery.state.trim(), ...(code ? { code } : {}) },
    mode: isSameState(delivery.state, shopState) ? 'intra-state' : 'inter-state',
  };
}

/** What an invoice row is cut from: a piece priced by weight, or a line at its price incl. GST. */
type Unit =
  | { line: PricedLine; amount: number; breakup: NonNullable<ReturnType<typeof byWeightBreakupOf>>; piece: number }
  | { line: PricedLine; amount: number; breakup?: undefined };

/** A line's pieces priced by weight, one unit each, or the line as one unit. */
function unitsOf(line: PricedLine): Unit[] {
  const breakup = byWeightBreakupOf(line);
  if (!breakup) return [{ line, amount: paiseFromRupees(line.total) }];
  return Array.from({ length: line.quantity }, (_, piece) => ({ line, amount: breakup.total, breakup, piece }));
}

/**
 * The invoice of an order. Throws when the order's figures do not add up (never issue a wrong
 * invoice). The promo discount is spread over the goods rows in proportion (largest remainder, as
 * @rmj/pricing's taxInvoice does; for an order without pieces priced by weight the figures are
 * exactly taxInvoice's), shipping is its own row.
 */
export function buildInvoiceContent(order: Order, seller: InvoiceSeller): InvoiceContent {
  const customer = order.customerDetails;
  const { place, mode } = placeOfSupply(customer, seller.state);
  const units = order.lines.flatMap(unitsOf);
  const goods = units.reduce((sum, u) => sum + u.amount, 0);
  const shares = allocate(
    Math.min(Math.max(paiseFromRupees(order.discount), 0), goods),
    units.map((u) => u.amount),
  );
  const articles: InvoiceArticle[] = [];
  const lines: InvoiceLine[] = [];
  units.forEach((unit, i) => {
    if (unit.breakup) {
      const description = describeLine(unit.line, ARTICLE_DESCRIPTION_MAX);
      articles.push(articleOf(unit.line, unit.breakup, unit.piece, shares[i], mode, description));
      return;
    }
    const description = describeLine(unit.line);
    const huids = unit.line.pricingRecord?.huids?.filter(Boolean);
    lines.push({
      description,
      hsn: JEWELLERY_HSN,
      quantity: unit.line.quantity,
      ...(huids?.length ? { huids } : {}),
      ...splitInclusive(unit.amount - shares[i], mode, shares[i], unit.amount),
    });
  });
  const shipping: InvoiceLine = {
    description: 'Shipping and handling',
    hsn: JEWELLERY_HSN,
    quantity: 1,
    ...splitInclusive(paiseFromRupees(order.shipping), mode),
  };
  const total = sumAmounts([...articles, ...lines, shipping]);
  if (total.net !== paiseFromRupees(order.total)) {
    throw new Error(`order ${order.orderNumber}: lines - discount + shipping is not the total paid`);
  }
  return {
    seller,
    orderNumber: order.orderNumber,
    orderDate: new Date(order.paidAt).toISOString(),
    buyer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      country: customer.country ?? 'India',
      // Stored masked already; masked again so a full PAN can never reach an invoice.
      ...(order.pan ? { pan: maskPan(order.pan) } : {}),
    },
    placeOfSupply: place,
    taxMode: mode,
    ratePercent: JEWELLERY_GST_PERCENT,
    ...(articles.length > 0 ? { articles } : {}),
    lines,
    shipping,
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    total,
    totalInWords: rupeesInWords(total.net),
    ...(paymentMethodOf(order) === PAYMENT_METHOD.cod ? { cashOnDelivery: true as const } : {}),
  };
}
