// HUIDs as staff type them (several at once: one a line, or separated by spaces or commas),
// checked with the contract's huidSchema, and what the panel says of a shortfall.
import { addHuidsRequestSchema, HUID_MESSAGE, huidSchema } from '@rmj/contracts';

/** The HUIDs typed (upper-cased, each once), or the message to show beside the field. */
export function parseHuids(text: string): { huids: string[] } | { message: string } {
  const typed = text.split(/[\s,]+/).filter(Boolean);
  const bad = typed.filter((word) => !huidSchema.safeParse(word).success);
  if (bad.length > 0) return { message: `${HUID_MESSAGE} Please check: ${bad.join(', ')}.` };
  const huids = [...new Set(typed.map((word) => huidSchema.parse(word)))];
  const checked = addHuidsRequestSchema.safeParse({ huids });
  return checked.success ? { huids: checked.data.huids } : { message: checked.error.issues[0].message };
}

/** "3 in stock, 2 HUIDs: add 1 more." when pieces in stock outnumber their HUIDs; undefined otherwise. */
export function huidShortfall(stock: number, huidsInStock: number): string | undefined {
  if (stock <= huidsInStock) return undefined;
  const huids = huidsInStock === 1 ? '1 HUID' : `${huidsInStock} HUIDs`;
  return `${stock} in stock, ${huids}: add ${stock - huidsInStock} more.`;
}
