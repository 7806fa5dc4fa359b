import { Module } from '@nestjs/common';
import { ShopSettingsClient } from './shop-settings.client';

/** The shop's settings read from the catalog (one client, one cache, for every module that imports it). */
@Module({ providers: [ShopSettingsClient], exports: [ShopSettingsClient] })
export class ShopSettingsModule {}
