import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  isRegisterVerifyBody,
  loginRequestSchema,
  registerStartRequestSchema,
  registerVerifyRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordVerifySchema,
  type AccountMessageResponse,
  type AuthSessionResponse,
  type LoginRequest,
  type ResetPasswordRequest,
  type ResetPasswordVerify,
} from '@rmj/contracts';
import { NoStore, parseWith, Public, ZodValidationPipe } from '@rmj/nest-common';
import { AccountsService } from './accounts.service';

/**
 * Login, two-step registration and password reset (spec section 7): public, and every answer is
 * no-store (tokens, names). `ip` honours x-forwarded-for only from trusted proxies.
 */
@Public()
@Controller('api')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('login')
  @HttpCode(200)
  @NoStore()
  login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Ip() ip: string,
  ): Promise<AuthSessionResponse> {
    return this.accounts.login(body, ip);
  }

  /** Step 1 without verificationCode (sends the code), step 2 with it (creates the account). */
  @Post('register')
  @HttpCode(200)
  @NoStore()
  register(@Body() raw: unknown, @Ip() ip: string): Promise<AccountMessageResponse | AuthSessionResponse> {
    if (isRegisterVerifyBody(raw))
      return this.accounts.completeRegistration(parseWith(registerVerifyRequestSchema, raw), ip);
    return this.accounts.startRegistration(parseWith(registerStartRequestSchema, raw ?? {}), ip);
  }

  @Post('reset-password-request')
  @HttpCode(200)
  @NoStore()
  requestReset(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: ResetPasswordRequest,
    @Ip() ip: string,
  ): Promise<AccountMessageResponse> {
    return this.accounts.requestPasswordReset(body, ip);
  }

  @Post('reset-password-verify')
  @HttpCode(200)
  @NoStore()
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordVerifySchema)) body: ResetPasswordVerify,
    @Ip() ip: string,
  ): Promise<AccountMessageResponse> {
    return this.accounts.resetPassword(body, ip);
  }
}
