// The price rules the cart uses are defined once, in @rmj/contracts (the server prices with the
// same shipping fee). They stay exported here so remotes built against @rmj/cart 1.x keep working.
// The zod-free entry keeps the schemas out of the shell's start-up bundle (this package is CommonJS).
import { ORDER_SHIPPING_RUPEES, parsePrice } from '@rmj/contracts/price';

/** @deprecated Import `parsePrice` from @rmj/contracts (the same function). */
export { parsePrice };

/** @deprecated Use `ORDER_SHIPPING_RUPEES` from @rmj/contracts (the same value: flat shipping in rupees, spec section 9). */
export const SHIPPING_FEE = ORDER_SHIPPING_RUPEES;
