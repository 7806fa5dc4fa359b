/**
 * Promo codes: checked by the server only, the discount charged is the one computed here. A
 * once-per-account code (WELCOME500) is refused at pricing time to an account that has a paid
 * order with it, reserved (insert-once) when a payment order is created with it, so a second open
 * checkout cannot carry it, redeemed when that order is recorded, and released when the checkout
 * is abandoned.
 */
import { BadRequestException, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertedOnce, removeWhere, setFields } from '@rmj/nest-common';
import { promoHeldByOpenCheckout, promoUsedOnAccount } from '@rmj/contracts';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import { PromoCode, SEED_PROMO_CODES } from './promo-code.schema';
import { PromoRedemption, redemptionId } from './promo-redemption.schema';

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

/** The discount in whole rupees a code gives on a subtotal (never more than the subtotal). */
export function discountFor(code: Pick<PromoCode, 'kind' | 'value' | 'maxDiscount'>, subtotal: number): number {
  const raw = code.kind === 'percent' ? Math.floor((subtotal * code.value) / 100) : code.value;
  return Math.max(0, Math.min(raw, code.maxDiscount ?? raw, subtotal));
}

/** What a redemption is claimed for. */
export interface RedeemingOrder {
  _id: string;
  orderNumber: string;
  userId: string;
  promoCode?: string;
}

@Injectable()
export class PromoCodesService implements OnModuleInit {
  private readonly logger = new Logger(PromoCodesService.name);

  constructor(
    @InjectModel(PromoCode.name) private readonly codes: Model<PromoCode>,
    @InjectModel(PromoRedemption.name) private readonly redemptions: Model<PromoRedemption>,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const code of SEED_PROMO_CODES) {
      await this.codes.updateOne({ _id: code._id }, { $setOnInsert: code }, { upsert: true });
      // Codes seeded before the once-per-account rule existed get it; a value set since is kept.
      await this.codes.updateOne(
        { _id: code._id, oncePerAccount: { $exists: false } },
        { $set: { oncePerAccount: code.oncePerAccount ?? false } },
      );
    }
  }

  /**
   * The code's discount on `subtotal`, or a 400 saying why it does not apply. `userId`: the
   * shopper, when known (always at checkout); a once-per-account code they already used is refused.
   */
  async apply(
    codeText: string,
    subtotal: number,
    userId?: string,
    now = new Date(),
  ): Promise<{ code: string; description: string; discount: number }> {
    const code = await this.codes.findById(codeText).lean();
    if (!code) throw new BadRequestException(`Promo code "${codeText}" is not valid.`);
    if (code.expiresAt.getTime() < now.getTime())
      throw new BadRequestException(`Promo code "${codeText}" has expired.`);
    if (subtotal < code.minOrder) {
      throw new BadRequestException(
        `Promo code "${codeText}" needs an order of at least ${inr(code.minOrder)} before shipping.`,
      );
    }
    const used =
      code.oncePerAccount && userId ? await this.redemptions.findById(redemptionId(code._id, userId)).lean() : null;
    // A reservation is checked when the payment order is made (the same cart reuses its checkout).
    if (used && used.state !== 'reserved') throw new BadRequestException(promoUsedOnAccount(code._id));
    return { code: code._id, description: code.description, discount: discountFor(code, subtotal) };
  }

  /**
   * Reserves a once-per-account code for a payment order about to be made; the reservation's
   * token (give it to `attach` or `release`), or null for other codes. 400 when the account used
   * the code or another unpaid checkout holds it.
   */
  async reserve(codeText: string | undefined, userId: string): Promise<string | null> {
    if (!codeText) return null;
    const code = await this.codes.findById(codeText).lean();
    if (!code?.oncePerAccount) return null;
    const token = `reserving:${randomUUID()}`;
    const reserved = await insertedOnce(() =>
      this.redemptions.create({
        _id: redemptionId(code._id, userId),
        code: code._id,
        userId,
        orderId: token,
        state: 'reserved',
        reservedAt: new Date(),
      }),
    );
    if (reserved) return token;
    const held = await this.redemptions.findById(redemptionId(code._id, userId)).lean();
    throw new BadRequestException(
      held?.state === 'reserved' ? promoHeldByOpenCheckout(code._id) : promoUsedOnAccount(code._id),
    );
  }

  /** The payment order exists: the reservation names it. */
  async attach(codeText: string, userId: string, token: string, providerOrderId: string): Promise<void> {
    await setFields(
      this.redemptions,
      { _id: redemptionId(codeText, userId), orderId: token },
      { orderId: providerOrderId },
    );
  }

  /** The checkout (or the attempt to make it) is over unpaid: the code is free for the account again. */
  async release(codeText: string | undefined, userId: string, orderIdOrToken: string): Promise<void> {
    if (!codeText) return;
    await removeWhere(this.redemptions, {
      _id: redemptionId(codeText, userId),
      orderId: orderIdOrToken,
      state: 'reserved',
    });
  }

  /**
   * Claims a once-per-account code for a recorded order. False when the account had already used
   * it (two orders priced before either was paid): the order keeps its discount, and it is logged.
   */
  async redeem(order: RedeemingOrder): Promise<boolean> {
    if (!order.promoCode) return true;
    const code = await this.codes.findById(order.promoCode).lean();
    if (!code?.oncePerAccount) return true;
    const redeemed = await insertedOnce(() =>
      this.redemptions.create({
        _id: redemptionId(code._id, order.userId),
        code: code._id,
        userId: order.userId,
        orderId: order._id,
        state: 'redeemed',
        orderNumber: order.orderNumber,
        redeemedAt: new Date(),
      }),
    );
    if (redeemed) return true;
    const first = await this.redemptions.findById(redemptionId(code._id, order.userId)).lean();
    if (first?.orderId === order._id) {
      // Its own reservation: now a use.
      await setFields(
        this.redemptions,
        { _id: first._id, orderId: order._id },
        { state: 'redeemed', orderNumber: order.orderNumber, redeemedAt: new Date() },
      );
      return true;
    }
    this.logger.warn({
      msg: 'once-per-account promo code used on a second paid order',
      code: code._id,
      orderNumber: order.orderNumber,
      firstOrder: first?.orderNumber,
    });
    return false;
  }
}
