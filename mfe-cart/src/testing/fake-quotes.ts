// The quote call (POST /api/orders/quote) answered as the orders service answers it, from a small
// catalogue the test sets: each line priced, its stock and availability (quantities of one product
// added up), `success: false` with a message when a line cannot be bought, promo codes applied or
// refused with a 400. Tests change the catalogue between steps (a price goes up, a piece sells out).
import type { LinePricingRecord, PriceHold, QuoteRequest, QuoteResponse, QuotedLine } from '@rmj/contracts';
import type { FakeNetwork } from '@rmj/web-testing';

/** A piece of the fake catalogue: its price and stock (99 when not given; 0 sold out). */
export interface FakePiece {
  name: string;
  price: number;
  stock?: number;
  /** How the price was worked (a piece priced by weight). */
  pricingRecord?: LinePricingRecord;
}

/** A promo code the fake accepts: a flat discount. */
export interface FakePromo {
  discount: number;
  description: string;
}

export interface FakeCatalogue {
  pieces: Record<string, FakePiece>;
  promos: Record<string, FakePromo>;
  /** The price hold an answer that can be bought carries, when the test sets one. */
  hold?: PriceHold;
}

const problemOf = (line: QuotedLine): string | undefined => line.message;

/** Answers every quote from `catalogue` (read at each call, so a test may change it). */
export function answerQuotes(
  net: FakeNetwork,
  pieces: Record<string, FakePiece>,
  promos: Record<string, FakePromo> = {},
): FakeCatalogue {
  const catalogue: FakeCatalogue = { pieces, promos };
  net.reply('POST /api/orders/quote', (request) => {
    const body = request.body as QuoteRequest;
    const wanted = new Map<string, number>();
    for (const item of body.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
    const lines = body.items.map((item): QuotedLine => {
      const piece = catalogue.pieces[item.productId];
      const base = { productId: item.productId, quantity: item.quantity, image: '/img/x.svg' };
      if (!piece)
        return {
          ...base,
          name: item.name ?? 'A product in your cart',
          price: 0,
          total: 0,
          stock: 0,
          availability: 'unavailable',
          message: `"${item.name}" is no longer available. Please remove it from your cart to continue.`,
        };
      const stock = Math.min(piece.stock ?? 99, 99);
      const priced = {
        ...base,
        name: piece.name,
        price: piece.price,
        total: piece.price * item.quantity,
        stock,
        ...(piece.pricingRecord ? { pricingRecord: piece.pricingRecord } : {}),
      };
      if (stock === 0)
        return {
          ...priced,
          availability: 'sold-out',
          message: `"${piece.name}" is sold out. Please remove it from your cart to continue.`,
        };
      if ((wanted.get(item.productId) ?? 0) > stock)
        return {
          ...priced,
          availability: 'not-enough',
          message:
            stock === 1
              ? `Only 1 of "${piece.name}" is left. Please change the quantity.`
              : `Only ${stock} of "${piece.name}" are left. Please change the quantity.`,
        };
      return { ...priced, availability: 'in-stock' };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const problems = lines.map(problemOf).filter((m): m is string => m !== undefined);
    const plain = { lines, subtotal, shipping: 100, discount: 0, total: subtotal + 100 };
    if (problems.length > 0) {
      const message = problems.length === 1 ? problems[0] : 'Some items in your cart cannot be bought right now.';
      return { status: 200, json: { success: false, message, pricing: plain } satisfies QuoteResponse };
    }
    const hold = catalogue.hold ? { hold: catalogue.hold } : {};
    if (!body.promoCode)
      return { status: 200, json: { success: true, message: 'Prices checked', pricing: plain, ...hold } };
    const code = body.promoCode.trim().toUpperCase();
    const promo = catalogue.promos[code];
    if (!promo)
      return { status: 400, json: { statusCode: 400, success: false, message: `Promo code "${code}" is not valid.` } };
    const answer: QuoteResponse = {
      success: true,
      message: `Promo code ${code} applied`,
      pricing: {
        ...plain,
        discount: promo.discount,
        total: subtotal - promo.discount + 100,
        promo: { code, description: promo.description },
      },
    };
    return { status: 200, json: answer };
  });
  return catalogue;
}

/** The quote calls sent so far. */
export const quotesSent = (net: FakeNetwork) => net.sent.filter((r) => r.path === '/api/orders/quote');
