// How the catalogue screens name a product's audience and status.
import type { AdminProduct, PeopleCategory } from '@rmj/contracts';

/** The chip of a piece whose staff-set price waits for the owner's approval. */
export const PRICE_PENDING_CHIP = 'Price pending';

export const AUDIENCE_LABELS: Record<PeopleCategory, string> = {
  women: 'Women',
  men: 'Men',
  kids: 'Kids',
  couples: 'Couples',
};

/**
 * A product's status chips, most important first: Archived, else Published or Draft; then Price
 * pending (a staff-set price the owner has not approved); then Sold out.
 */
export function statusChips(
  product: Pick<AdminProduct, 'archived' | 'published' | 'stock'> & Partial<Pick<AdminProduct, 'pricePending'>>,
): string[] {
  const chips = [product.archived ? 'Archived' : product.published ? 'Published' : 'Draft'];
  if (product.pricePending) chips.push(PRICE_PENDING_CHIP);
  if (product.stock === 0) chips.push('Sold out');
  return chips;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** "26 Nov 2025, 6:18 am" (the browser's time zone). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** "26 Nov 2025". */
export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));
