// The shop's settings: the storefront's public subset, the owner's screen (read and save), and the
// other services' read (every field, notice recipients included; never routed by the gateway).
import { Body, Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  publicShopSettingsSchema,
  type PublicShopSettingsResponse,
  type ShopSettingsRecord,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { z } from 'zod';
import { StaffActor } from '../admin/staff-actor.decorator';
import { ShopSettingsStore } from './shop-settings.store';

type UpdateBody = z.output<typeof ENDPOINTS.adminUpdateSettings.body>;

@Controller()
export class SettingsController {
  constructor(private readonly store: ShopSettingsStore) {}

  @Endpoint(ENDPOINTS.shopSettings)
  async publicSettings(): Promise<PublicShopSettingsResponse> {
    const { settings, version } = await this.store.current();
    // Cut by the schema, so a field added later stays private until the public schema names it.
    return { settings: publicShopSettingsSchema.parse(settings), version };
  }

  @Endpoint(ENDPOINTS.adminSettings)
  adminSettings(): Promise<ShopSettingsRecord> {
    return this.store.current();
  }

  @Endpoint(ENDPOINTS.adminUpdateSettings)
  save(@Body() body: UpdateBody, @StaffActor() actor: AccessClaims): Promise<ShopSettingsRecord> {
    return this.store.save(body.settings, body.version, actor);
  }

  @Endpoint(ENDPOINTS.internalShopSettings)
  internalSettings(): Promise<ShopSettingsRecord> {
    return this.store.current();
  }
}
