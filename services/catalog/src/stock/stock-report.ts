/**
 * The owner's stock report, from the read model's snapshot (every product with its stock now and its
 * price at the rates in force, worked by @rmj/pricing's one price function): the pieces low on stock,
 * and the value of the pieces priced by weight in stock at today's rates (what they sell for, and
 * their metal alone). Archived pieces are left out: they are no longer sold.
 */
import { LOW_STOCK_DEFAULT_THRESHOLD, type LowStockPiece, type StockReport } from '@rmj/contracts';
import type { ProductEntry } from '../products/read-model/product-entry';
import type { RatesInForce } from '../rates/rates-records';

/** Pieces at or below the threshold, fewest first (then by name). */
export function lowStockOf(entries: readonly ProductEntry[], threshold = LOW_STOCK_DEFAULT_THRESHOLD): LowStockPiece[] {
  return entries
    .filter((e) => !e.archived && e.stock <= threshold)
    .map((e) => ({ productId: e.id, name: e.name, stock: e.stock, threshold }))
    .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name));
}

export function stockReportOf(
  entries: readonly ProductEntry[],
  rates: RatesInForce,
  threshold = LOW_STOCK_DEFAULT_THRESHOLD,
): StockReport {
  const value = { pieces: 0, metalValue: 0, total: 0 };
  const unpriced: StockReport['unpriced'] = [];
  for (const e of entries) {
    if (e.archived || e.stock <= 0 || e.pricing.pricingMode !== 'by-weight') continue;
    const breakup = e.dto.breakup;
    if (e.unpriced || !breakup || breakup.pricing !== 'by-weight') {
      unpriced.push({ productId: e.id, name: e.name, stock: e.stock, reason: e.unpriced ?? 'Not priced.' });
      continue;
    }
    value.pieces += e.stock;
    value.metalValue += e.stock * breakup.metalValue;
    value.total += e.stock * breakup.total;
  }
  return {
    threshold,
    lowStock: lowStockOf(entries, threshold),
    value,
    unpriced,
    ...(rates.setAt ? { ratesSetAt: rates.setAt } : {}),
  };
}

/** A piece as the stock CSV lists it; money in paise (absent: not priced by weight today). */
export interface StockRow {
  productId: string;
  name: string;
  stock: number;
  low: boolean;
  byWeight: boolean;
  unitPrice?: number;
  value?: number;
  metalValue?: number;
}

/** Every piece not archived, by name, with its stock and (priced by weight) its value at the rates in force. */
export function stockRowsOf(entries: readonly ProductEntry[], threshold = LOW_STOCK_DEFAULT_THRESHOLD): StockRow[] {
  return entries
    .filter((e) => !e.archived)
    .map((e) => {
      const byWeight = e.pricing.pricingMode === 'by-weight';
      const b = e.dto.breakup;
      const priced = byWeight && !e.unpriced && b?.pricing === 'by-weight' ? b : undefined;
      return {
        productId: e.id,
        name: e.name,
        stock: e.stock,
        low: e.stock <= threshold,
        byWeight,
        ...(priced
          ? {
              unitPrice: priced.total,
              value: Math.max(e.stock, 0) * priced.total,
              metalValue: Math.max(e.stock, 0) * priced.metalValue,
            }
          : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
