// What the server is told about a cart line: the product, quantity, size, variant and
// personalisation (file references, never embedded file data). Never a price.
import type { CartItem } from '@rmj/cart';
import type { CheckoutLine } from '@rmj/contracts';

/** A cart line as sent to be priced: what was chosen, personalisation without embedded file data. */
export function toCheckoutLine(item: CartItem): CheckoutLine {
  const size = item.size ?? item.customization?.Size;
  let customization: CheckoutLine['customization'];
  if (item.customization) {
    const { fileData: _data, file, ...rest } = item.customization;
    customization = { ...rest, ...(file ? { file: { name: file.name, type: file.type, fileId: file.fileId } } : {}) };
  }
  return {
    productId: String(item.id),
    name: item.name,
    quantity: item.quantity,
    ...(size ? { size } : {}),
    ...(item.variant ? { variant: item.variant } : {}),
    ...(customization ? { customization } : {}),
  };
}
