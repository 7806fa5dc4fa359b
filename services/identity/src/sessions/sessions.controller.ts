import { Body, Controller, Headers, Ip, Param } from '@nestjs/common';
import { ENDPOINTS, type AccountMessageResponse, type SessionStatus } from '@rmj/contracts';
import { Endpoint, NoStore } from '@rmj/nest-common';
import { SessionsService } from './sessions.service';

/**
 * Logout (through the gateway) and the session check orders asks on every call that needs a login
 * (internal: not under /api). Both are open to the guard by their contracts' access (`token`,
 * `internal`): logout reads its own token (ending a
 * session needs only a token that names it, even one whose session already ended), and the
 * session check is reachable only inside the cluster (NetworkPolicy).
 */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint(ENDPOINTS.logout)
  @NoStore()
  logout(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Body() _body: unknown,
  ): Promise<AccountMessageResponse> {
    return this.sessions.logout(authorization, ip);
  }

  @Endpoint(ENDPOINTS.sessionStatus)
  @NoStore()
  status(@Param('sid') sid: string): Promise<SessionStatus> {
    return this.sessions.status(sid);
  }
}
