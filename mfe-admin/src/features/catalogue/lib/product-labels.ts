// How the catalogue screens name a product's audience and status.
import type { AdminProduct, PeopleCategory } from '@rmj/contracts';

export const AUDIENCE_LABELS: Record<PeopleCategory, string> = {
  women: 'Women',
  men: 'Men',
  kids: 'Kids',
  couples: 'Couples',
};

/** A product's status chips, most important first: Archived, else Published or Draft; then Sold out. */
export function statusChips(product: Pick<AdminProduct, 'archived' | 'published' | 'stock'>): string[] {
  const chips = [product.archived ? 'Archived' : product.published ? 'Published' : 'Draft'];
  if (product.stock === 0) chips.push('Sold out');
  return chips;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** "26 Nov 2025, 6:18 am" (the browser's time zone). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** "26 Nov 2025". */
export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));
