// The catalogue's own addresses under the back office's '/admin/catalogue', written once.
import { ADMIN_PATHS } from '../../../lib/admin-paths';

export const CATALOGUE_PATHS = {
  list: ADMIN_PATHS.catalogue,
  newProduct: `${ADMIN_PATHS.catalogue}/new`,
  importExport: `${ADMIN_PATHS.catalogue}/import`,
  /** The editor of one product. */
  product: (productId: string) => `${ADMIN_PATHS.catalogue}/${encodeURIComponent(productId)}`,
  /** The route pattern of the editor. */
  productPattern: `${ADMIN_PATHS.catalogue}/:productId`,
} as const;

/** What a page that opens the editor may tell it (shown once above the form). */
export interface EditorState {
  notice?: string;
}
