import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { INTERNAL_SESSION_PATH, logoutRequestSchema, type AccountMessageResponse, type SessionStatus } from '@rmj/contracts';
import { ZodValidationPipe } from '@rmj/nest-common';
import { SessionsService } from './sessions.service';

/** Logout (public, through the gateway) and the session check orders asks before checkout (internal: not under /api). */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('api/logout')
  @HttpCode(200)
  logout(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Body(new ZodValidationPipe(logoutRequestSchema)) _body: unknown,
  ): Promise<AccountMessageResponse> {
    return this.sessions.logout(authorization, ip);
  }

  @Get(`${INTERNAL_SESSION_PATH.slice(1)}/:sid`)
  status(@Param('sid') sid: string): Promise<SessionStatus> {
    return this.sessions.status(sid);
  }
}
