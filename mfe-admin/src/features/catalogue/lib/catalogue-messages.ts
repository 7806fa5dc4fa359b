// What the catalogue screens say, written once (the server's own message is preferred where there is one).
import type { BulkProductAction } from '@rmj/contracts';

export const CATALOGUE_MESSAGES = {
  listFailed: 'The products could not be loaded. Please check your connection and try again.',
  productFailed: 'This product could not be loaded. Please check your connection and try again.',
  notFound: 'This product does not exist. It may have been typed wrongly in the address.',
  saveFailed: 'The product could not be saved. Please try again.',
  saved: 'Saved.',
  created: 'Product created. It is a draft until you publish it.',
  createdPending:
    "Product created as a draft. Its price waits for the owner's approval; it can be published once the owner approves it.",
  duplicatedPending:
    "This is the copy, saved as a draft. Its price waits for the owner's approval before it can be published.",
  newPriceHint:
    "As staff, the price you set here waits for the owner's approval: the piece cannot be published until then.",
  pricePendingStaff: "Price pending: the owner must approve this piece's price before anyone can publish it.",
  pricePendingOwner:
    'Price pending: a staff member set this price. Check it, then approve it (or change it) so the piece can be published.',
  priceApproved: 'Price approved. The piece can now be published.',
  duplicated: 'This is the copy, saved as a draft. Change what differs and publish it when ready.',
  archived: 'Archived: shoppers no longer see this product. Old orders keep it.',
  restored: 'Restored. Shoppers see it again if it is published.',
  actionFailed: 'That did not work. Please try again.',
  bulkFailed: 'The products could not be changed. Please try again.',
  pricesOwnerOnly: 'Only the owner can change prices',
  fixFields: 'Please correct the fields marked below.',
  noProducts: 'No products match these filters.',
  exportFailed: 'The catalogue could not be downloaded. Please try again.',
  importFailed: 'The file could not be imported. Please try again.',
  importNothingChanged: 'Nothing was changed.',
  importFixRows: 'Please fix these rows in your spreadsheet and import the file again.',
  chooseCsv: 'Please choose a CSV file first.',
} as const;

/** A number of products in words: "1 product", "3 products". */
export const productCount = (n: number): string => `${n} ${n === 1 ? 'product' : 'products'}`;

/** Bulk actions as buttons, confirmations and results name them. */
export const BULK_ACTIONS: Record<BulkProductAction, { button: string; verb: string; done: string }> = {
  publish: { button: 'Publish', verb: 'Publish', done: 'published' },
  unpublish: { button: 'Unpublish', verb: 'Unpublish', done: 'unpublished' },
  'sold-out': { button: 'Mark sold out', verb: 'Mark as sold out', done: 'marked sold out' },
};

/** The question before a bulk action. */
export const bulkQuestion = (action: BulkProductAction, count: number): string =>
  `${BULK_ACTIONS[action].verb} ${productCount(count)}?`;

/** What a bulk action did; products that already were so are not counted by the server. */
export function bulkResult(action: BulkProductAction, chosen: number, updated: number): string {
  const done = BULK_ACTIONS[action].done;
  if (updated === chosen) return `${productCount(updated)} ${done}.`;
  return `${updated} of ${productCount(chosen)} ${done}; the others already were.`;
}
