import { Body, Controller, Headers, Ip } from '@nestjs/common';
import {
  ENDPOINTS,
  type StaffLoginRequest,
  type StaffLoginResponse,
  type StaffLoginVerifyRequest,
  type StaffMessageResponse,
  type StaffSessionResponse,
  type StaffSetupConfirmRequest,
  type StaffSetupConfirmResponse,
  type StaffSetupRequest,
  type StaffSetupResponse,
} from '@rmj/contracts';
import { Endpoint, NoStore } from '@rmj/nest-common';
import { StaffAuthService } from './staff-auth.service';

/** Staff set-up and sign-in (public: the steps prove who is calling); every answer is no-store. */
@Controller()
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @Endpoint(ENDPOINTS.staffSetup)
  @NoStore()
  setup(@Body() body: StaffSetupRequest, @Ip() ip: string): Promise<StaffSetupResponse> {
    return this.auth.setup(body, ip);
  }

  @Endpoint(ENDPOINTS.staffSetupConfirm)
  @NoStore()
  confirm(@Body() body: StaffSetupConfirmRequest, @Ip() ip: string): Promise<StaffSetupConfirmResponse> {
    return this.auth.confirmSetup(body, ip);
  }

  @Endpoint(ENDPOINTS.staffLogin)
  @NoStore()
  login(@Body() body: StaffLoginRequest, @Ip() ip: string): Promise<StaffLoginResponse> {
    return this.auth.login(body, ip);
  }

  @Endpoint(ENDPOINTS.staffLoginVerify)
  @NoStore()
  verify(@Body() body: StaffLoginVerifyRequest, @Ip() ip: string): Promise<StaffSessionResponse> {
    return this.auth.verify(body, ip);
  }

  /** `token` access: ending a session needs only a staff token that names it, even an ended one. */
  @Endpoint(ENDPOINTS.staffLogout)
  @NoStore()
  logout(
    @Headers('authorization') authorization: string | undefined,
    @Ip() ip: string,
    @Body() _body: unknown,
  ): Promise<StaffMessageResponse> {
    return this.auth.logout(authorization, ip);
  }
}
