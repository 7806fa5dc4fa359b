/**
 * Cash on delivery at checkout: the server prices the cart, decides eligibility (contracts'
 * codEligibility, with the owner's limit from the shop's settings) and records the order unpaid,
 * Awaiting confirmation. Staff's call to the shopper is the phone check (no SMS is sent).
 */
import { ConflictException, Injectable } from '@nestjs/common';
import {
  CASH_ON_DELIVERY_MESSAGES,
  codEligibility,
  type PlaceCodOrderResponse,
  type placeCodOrderRequestSchema,
  type ShopLanguage,
} from '@rmj/contracts';
import type { AccessClaims } from '@rmj/nest-common';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { PricingService } from '../pricing/pricing.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { withPan } from './checkout.service';
import { cartKeyOf } from './open-checkouts.service';
import { OrderRecorder } from './order-recorder.service';
import { orderDetailsOf } from './order-views';

/**
 * Placements of the same cart by the same account within this window are one order: a double
 * press, or a retry after a lost answer, finds the order the first one placed.
 */
export const COD_REPEAT_WINDOW_MS = 10 * 60_000;

/** The order id of a placement: the account, the cart as priced and the window it falls in. */
export function codOrderId(userId: string, cartKey: string, now: Date): string {
  const slot = Math.floor(now.getTime() / COD_REPEAT_WINDOW_MS);
  return `cod_${createHash('sha256').update(`${userId}|${cartKey}|${slot}`).digest('hex').slice(0, 24)}`;
}

@Injectable()
export class CodCheckout {
  constructor(
    private readonly pricing: PricingService,
    private readonly recorder: OrderRecorder,
    private readonly files: FilesClaimClient,
    private readonly settings: ShopSettingsClient,
  ) {}

  /** 409 with the reason when the order may not be paid in cash; else the order, placed once. */
  async place(
    user: AccessClaims,
    body: z.output<typeof placeCodOrderRequestSchema>,
    cookies?: string,
    language: ShopLanguage = 'en',
    now = new Date(),
  ): Promise<PlaceCodOrderResponse> {
    const pricing = await this.pricing.priceForCheckout(body.items, body.promoCode, user.sub, body.holdId);
    const verdict = codEligibility({
      limitRupees: await this.settings.codLimitRupees(),
      signedIn: Boolean(user.sub),
      phone: body.customerDetails.phone,
      totalRupees: pricing.total,
      lines: body.items,
    });
    if (!verdict.eligible) throw new ConflictException(verdict.message);
    // Eligible lines carry no personalisation, so no files; checked as for every checkout all the same.
    await this.files.assertOwned(user.sub, body.items, cookies);
    const details = withPan(orderDetailsOf(body), pricing.total);
    const { order } = await this.recorder.recordCod({
      ...details,
      _id: codOrderId(user.sub, cartKeyOf(pricing, details), now),
      userId: user.sub,
      userEmail: user.email,
      amountPaise: pricing.total * 100,
      pricing,
      createdAt: now,
      language,
    });
    return {
      success: true,
      message: CASH_ON_DELIVERY_MESSAGES.placed,
      orderId: order.orderNumber,
      orderDate: new Date(order.paidAt).toISOString(),
      pricing,
    };
  }
}
