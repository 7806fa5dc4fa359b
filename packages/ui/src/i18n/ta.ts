import type { Translation } from '@rmj/i18n';
import type en from './en';

const ta: Translation<typeof en> = {
  'card.addToCart': 'கூடையில் சேர்',
  'card.viewDetails': 'விவரங்களைப் பார்க்க',
  'card.new': 'புதியது',
  'card.off': '{percent}% தள்ளுபடி',
  'card.outOfStock': 'கையிருப்பில் இல்லை',
  'card.gram': '({gram} கிராம்)',
  'price.original': 'அசல் விலை {price}',
  'error.title': 'பிழை',
  'error.retry': 'மீண்டும் முயல்க',
  'spinner.loading': 'ஏற்றுகிறது…',
  'pagination.label': 'பக்கங்கள்',
  'pagination.previous': 'முந்தைய',
  'pagination.next': 'அடுத்து',
  'pagination.page': 'பக்கம் {number}',
};
export default ta;
