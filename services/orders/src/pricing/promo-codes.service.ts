/** Promo codes: checked by the server only, the discount charged is the one computed here. */
import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ensureIndexes } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { PromoCode, SEED_PROMO_CODES } from './promo-code.schema';

const inr = (rupees: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

/** The discount in whole rupees a code gives on a subtotal (never more than the subtotal). */
export function discountFor(code: Pick<PromoCode, 'kind' | 'value' | 'maxDiscount'>, subtotal: number): number {
  const raw = code.kind === 'percent' ? Math.floor((subtotal * code.value) / 100) : code.value;
  return Math.max(0, Math.min(raw, code.maxDiscount ?? raw, subtotal));
}

@Injectable()
export class PromoCodesService implements OnModuleInit {
  constructor(@InjectModel(PromoCode.name) private readonly codes: Model<PromoCode>) {}

  async onModuleInit(): Promise<void> {
    await ensureIndexes(this.codes);
    for (const code of SEED_PROMO_CODES) {
      await this.codes.updateOne({ _id: code._id }, { $setOnInsert: code }, { upsert: true });
    }
  }

  /** The code's discount on `subtotal`, or a 400 saying why it does not apply. */
  async apply(codeText: string, subtotal: number, now = new Date()): Promise<{ code: string; description: string; discount: number }> {
    const code = await this.codes.findById(codeText).lean();
    if (!code) throw new BadRequestException(`Promo code "${codeText}" is not valid.`);
    if (code.expiresAt.getTime() < now.getTime()) throw new BadRequestException(`Promo code "${codeText}" has expired.`);
    if (subtotal < code.minOrder) {
      throw new BadRequestException(`Promo code "${codeText}" needs an order of at least ${inr(code.minOrder)} before shipping.`);
    }
    return { code: code._id, description: code.description, discount: discountFor(code, subtotal) };
  }
}
