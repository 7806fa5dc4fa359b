// The CSV's `huids` column: a product's HUIDs, space-separated. An export lists those in stock (oldest
// first); an import adds the ones the product does not have yet and never removes any (a HUID is
// removed on its own, by the HUID screen, and only while in stock).
import { HUID_MESSAGE, huidSchema } from '@rmj/contracts';

export const huidsCell = (huids: readonly string[]): string => huids.join(' ');

export const HUID_COLUMN_MESSAGES = {
  format: (value: string) => `huids: "${value.slice(0, 20)}" is not a HUID. ${HUID_MESSAGE}`,
  twice: (huid: string) => `huids: ${huid} is entered twice.`,
  alsoOnLine: (huid: string, line: number) => `huids: ${huid} is also on line ${line}.`,
  notHallmarked: 'huids: only a piece sold hallmarked carries HUIDs; set hallmarked to yes.',
} as const;

/** The HUIDs of a cell (spaces, commas or semicolons between them), upper case, and each one not a HUID. */
export function readHuidCell(cell: string): { huids: string[]; problems: string[] } {
  const huids: string[] = [];
  const problems: string[] = [];
  for (const token of cell.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = huidSchema.safeParse(token);
    if (!parsed.success) problems.push(HUID_COLUMN_MESSAGES.format(token));
    else if (huids.includes(parsed.data)) problems.push(HUID_COLUMN_MESSAGES.twice(parsed.data));
    else huids.push(parsed.data);
  }
  return { huids, problems };
}
