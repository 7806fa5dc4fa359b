// The shared pieces' English: the spec's exact words (every remote's tests pin them). Plain `{value}`
// arguments only: these messages are filled without react-intl (see index.ts).
const en = {
  'card.addToCart': 'Add to Cart',
  'card.viewDetails': 'View Details',
  'card.new': 'New',
  'card.off': '{percent}% OFF',
  'card.outOfStock': 'Out of stock',
  'card.gram': '({gram} gram)',
  'price.original': 'Original price {price}',
  'error.title': 'Error',
  'error.retry': 'Retry',
  'spinner.loading': 'Loading',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {number}',
} as const;
export default en;
