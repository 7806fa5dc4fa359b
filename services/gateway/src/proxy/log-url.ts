/**
 * The address a gateway log line may show. A customer's file is read by its id alone
 * (`/api/files/<id>`), so the id never reaches a log: the line shows `/api/files/:id`, and no query.
 */
import { redactFileUrl } from '@rmj/contracts';

export function logUrl(url: string | undefined): string {
  return redactFileUrl(url ?? '');
}
