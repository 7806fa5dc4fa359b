/**
 * The address a gateway log line may show: a customer's file id, a proof token or an order number
 * in it becomes the parameter's name, without the query (`/api/files/:id`, `/api/proofs/:token`,
 * `/order-proof/:token`, `/api/track-order/:orderNumber`, `/track-order?order=:orderNumber`): redactUrl.
 */
import { redactUrl } from '@rmj/contracts';

export function logUrl(url: string | undefined): string {
  return redactUrl(url ?? '');
}
