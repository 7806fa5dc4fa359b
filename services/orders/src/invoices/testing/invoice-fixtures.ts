/** Test data of the invoice specs: the development seller (the order is testing/sample-order's). */
import { SHOP_DEV_SELLER } from '../../config/orders.config';
import type { InvoiceSeller } from '../invoice-content';

/** The development seller (Palani, Tamil Nadu). */
export const devSeller: InvoiceSeller = {
  legalName: SHOP_DEV_SELLER.SHOP_LEGAL_NAME,
  address: SHOP_DEV_SELLER.SHOP_ADDRESS,
  gstin: SHOP_DEV_SELLER.SHOP_GSTIN,
  state: SHOP_DEV_SELLER.SHOP_STATE,
  stateCode: '33',
};
