import { Body, Controller, Param, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  type AccountAddressesResponse,
  type AddressRemovedResponse,
  type SavedAddressInput,
  type SavedAddressResponse,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { AddressesService } from './addresses.service';

type ShopperRequest = { user: AccessClaims };

/** A shopper's saved delivery addresses: login only, each call about the caller's own account (no-store, set by the guard). */
@Controller()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Endpoint(ENDPOINTS.myAddresses)
  list(@Req() req: ShopperRequest): Promise<AccountAddressesResponse> {
    return this.addresses.list(req.user);
  }

  @Endpoint(ENDPOINTS.addAddress)
  add(@Req() req: ShopperRequest, @Body() body: SavedAddressInput): Promise<SavedAddressResponse> {
    return this.addresses.add(req.user, body);
  }

  @Endpoint(ENDPOINTS.updateAddress)
  update(
    @Req() req: ShopperRequest,
    @Param('addressId') id: string,
    @Body() body: SavedAddressInput,
  ): Promise<SavedAddressResponse> {
    return this.addresses.update(req.user, id, body);
  }

  @Endpoint(ENDPOINTS.removeAddress)
  remove(@Req() req: ShopperRequest, @Param('addressId') id: string): Promise<AddressRemovedResponse> {
    return this.addresses.remove(req.user, id);
  }
}
