import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  INTERNAL_SESSION_PATH,
  logoutRequestSchema,
  type AccountMessageResponse,
  type SessionStatus,
} from '@rmj/contracts';
import { NoStore, Public, ZodValidationPipe } from '@rmj/nest-common';
import { SessionsService } from './sessions.service';

/**
 * Logout (through the gateway) and the session check orders asks on every call that needs a login
 * (internal: not under /api). Both are public to the guard: logout reads its own token (ending a
 * session needs only a token that names it, even one whose session already ended), and the
 * session check is reachable only inside the cluster (NetworkPolicy).
 */
@Public()
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('api/logout')
  @HttpCode(200)
  @NoStore()
  logout(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Body(new ZodValidationPipe(logoutRequestSchema)) _body: unknown,
  ): Promise<AccountMessageResponse> {
    return this.sessions.logout(authorization, ip);
  }

  @Get(`${INTERNAL_SESSION_PATH.slice(1)}/:sid`)
  @NoStore()
  status(@Param('sid') sid: string): Promise<SessionStatus> {
    return this.sessions.status(sid);
  }
}
