// The HUIDs of a hallmarked product's pieces, for staff (roles per contract: reading for every staff
// role, adding and removing for owner and staff).
import { Body, Controller, Param } from '@nestjs/common';
import { ENDPOINTS, type AddHuidsRequest, type ProductHuids } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { StaffActor } from '../admin/staff-actor.decorator';
import { HuidStore } from './huid-store.service';

@Controller()
export class HuidsController {
  constructor(private readonly store: HuidStore) {}

  @Endpoint(ENDPOINTS.adminProductHuids)
  list(@Param('productId') productId: string): Promise<ProductHuids> {
    return this.store.list(productId);
  }

  @Endpoint(ENDPOINTS.adminAddProductHuids)
  add(
    @Param('productId') productId: string,
    @Body() body: AddHuidsRequest,
    @StaffActor() actor: AccessClaims,
  ): Promise<ProductHuids> {
    return this.store.add(productId, body.huids, actor);
  }

  @Endpoint(ENDPOINTS.adminRemoveProductHuid)
  remove(
    @Param('productId') productId: string,
    @Param('huid') huid: string,
    @StaffActor() actor: AccessClaims,
  ): Promise<ProductHuids> {
    return this.store.remove(productId, huid, actor);
  }
}
