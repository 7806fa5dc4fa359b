import { Body, Controller, Ip } from '@nestjs/common';
import {
  ENDPOINTS,
  isRegisterVerifyBody,
  registerStartRequestSchema,
  registerVerifyRequestSchema,
  type AccountMessageResponse,
  type AuthSessionResponse,
  type LoginRequest,
  type ResetPasswordRequest,
  type ResetPasswordVerify,
} from '@rmj/contracts';
import { Endpoint, NoStore, parseWith } from '@rmj/nest-common';
import { AccountsService } from './accounts.service';

/**
 * Login, two-step registration and password reset (spec section 7): public, and every answer is
 * no-store (tokens, names). `ip` honours x-forwarded-for only from trusted proxies.
 */
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Endpoint(ENDPOINTS.login)
  @NoStore()
  login(@Body() body: LoginRequest, @Ip() ip: string): Promise<AuthSessionResponse> {
    return this.accounts.login(body, ip);
  }

  /** Step 1 without verificationCode (sends the code), step 2 with it (creates the account). */
  @Endpoint(ENDPOINTS.register)
  @NoStore()
  register(@Body() raw: unknown, @Ip() ip: string): Promise<AccountMessageResponse | AuthSessionResponse> {
    if (isRegisterVerifyBody(raw))
      return this.accounts.completeRegistration(parseWith(registerVerifyRequestSchema, raw), ip);
    return this.accounts.startRegistration(parseWith(registerStartRequestSchema, raw ?? {}), ip);
  }

  @Endpoint(ENDPOINTS.resetPasswordRequest)
  @NoStore()
  requestReset(@Body() body: ResetPasswordRequest, @Ip() ip: string): Promise<AccountMessageResponse> {
    return this.accounts.requestPasswordReset(body, ip);
  }

  @Endpoint(ENDPOINTS.resetPasswordVerify)
  @NoStore()
  resetPassword(@Body() body: ResetPasswordVerify, @Ip() ip: string): Promise<AccountMessageResponse> {
    return this.accounts.resetPassword(body, ip);
  }
}
