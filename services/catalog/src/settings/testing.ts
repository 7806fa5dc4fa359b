/**
 * A valid shop settings record for other parts' tests (`@rmj/catalog/testing`): the catalog's
 * first-run values, the record a fresh shop serves. Tests only: no production code imports this
 * entry, and parts read the owner's settings through the catalog's endpoints.
 */
import type { PublicShopSettings, ShopSettings } from '@rmj/contracts';
import { FIRST_RUN_SHOP_SETTINGS } from './first-run-settings';

/** Every field, as GET /internal/settings and the staff screen see it. */
export const SHOP_SETTINGS_FIXTURE: ShopSettings = FIRST_RUN_SHOP_SETTINGS;

const { noticeRecipients: _private, ...publicFields } = FIRST_RUN_SHOP_SETTINGS;
/** The public fields, as GET /api/settings answers them (no notice recipients). */
export const PUBLIC_SHOP_SETTINGS_FIXTURE: PublicShopSettings = publicFields;
