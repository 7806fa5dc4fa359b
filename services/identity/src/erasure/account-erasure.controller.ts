import { Body, Controller, Req } from '@nestjs/common';
import { ENDPOINTS, type DeleteAccountRequest, type DeleteAccountResponse } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { AccountErasureService } from './account-erasure.service';

/** DELETE /api/account: login only, about the caller's own account. */
@Controller()
export class AccountErasureController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Endpoint(ENDPOINTS.deleteAccount)
  erase(@Req() req: { user: AccessClaims }, @Body() body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
    return this.erasure.erase(req.user, body);
  }
}
