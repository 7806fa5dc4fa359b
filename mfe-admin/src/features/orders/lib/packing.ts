// What the shipping label and the packing slip work out from an order: the parcel's weight, the
// address as lines, each piece's personalisation in a few words, and the day the board asks for.
import type { AdminOrder, PricedLine } from '@rmj/contracts';
import { CUSTOMISATION_LABELS, fontLabel } from './order-labels';
import { readPersonalisation } from './personalisation';

/** The pieces' metal weight: grams of the pieces the catalogue weighed, and how many pieces it did not. */
export interface ParcelWeight {
  /** Sum of each weighed line's grams x quantity. */
  grams: number;
  /** Pieces (quantities added up) whose weight was not recorded. */
  unweighed: number;
}

export function parcelWeight(lines: readonly PricedLine[]): ParcelWeight {
  let grams = 0;
  let unweighed = 0;
  for (const line of lines) {
    if (line.make?.gram != null) grams += line.make.gram * line.quantity;
    else unweighed += line.quantity;
  }
  // Rounded to the milligram, so 0.1 + 0.2 prints as 0.3.
  return { grams: Math.round(grams * 1000) / 1000, unweighed };
}

export const formatGrams = (grams: number): string =>
  `${grams.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`;

const pieces = (n: number): string => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/**
 * The weight as the label prints it. A piece without a recorded weight is never counted as nothing
 * silently: the label says how many were not weighed, so the packer weighs the parcel.
 */
export function weightText({ grams, unweighed }: ParcelWeight): string {
  if (unweighed === 0) return formatGrams(grams);
  if (grams === 0) return `Not recorded (${pieces(unweighed)}): weigh the parcel`;
  return `${formatGrams(grams)} + ${pieces(unweighed)} not weighed`;
}

/** The delivery address as the label prints it, line by line (the country only outside India). */
export function addressLines(customer: AdminOrder['customer']): string[] {
  return [
    customer.address,
    `${customer.city}, ${customer.state}`,
    `PIN ${customer.zipCode}`,
    ...(customer.country && customer.country !== 'India' ? [customer.country] : []),
  ];
}

/** A line's personalisation in a few words for the slip ('Engraving: "ANU" in Handwritten'), or undefined. */
export function personalisationSummary(line: PricedLine): string | undefined {
  if (!line.customization) return undefined;
  const p = readPersonalisation(line.customization);
  const kind = CUSTOMISATION_LABELS[p.kind] ?? p.kind;
  const details: string[] = [];
  if (p.words) details.push(`“${p.words}” in ${fontLabel(p.font)}`);
  if (p.text) details.push(`“${p.text}”`);
  const file = p.file?.name ?? p.fileNameOnly;
  if (file) details.push(file);
  return details.length > 0 ? `${kind}: ${details.join(', ')}` : kind;
}

/** Today in India (YYYY-MM-DD): the day the board's labels default to. */
export function indianToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
