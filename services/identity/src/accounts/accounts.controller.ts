import { Body, Controller, Headers, Ip } from '@nestjs/common';
import {
  ENDPOINTS,
  isRegisterVerifyBody,
  registerStartRequestSchema,
  registerVerifyRequestSchema,
  SHOP_LANGUAGE_HEADER,
  shopLanguageOf,
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
 * no-store (tokens, names). `ip` honours x-forwarded-for only from trusted proxies. The page's
 * language (SHOP_LANGUAGE_HEADER) is the mails' language and is remembered on the account.
 */
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Endpoint(ENDPOINTS.login)
  @NoStore()
  login(
    @Body() body: LoginRequest,
    @Ip() ip: string,
    @Headers(SHOP_LANGUAGE_HEADER) lang?: string,
  ): Promise<AuthSessionResponse> {
    return this.accounts.login(body, ip, shopLanguageOf(lang));
  }

  /** Step 1 without verificationCode (sends the code), step 2 with it (creates the account). */
  @Endpoint(ENDPOINTS.register)
  @NoStore()
  register(
    @Body() raw: unknown,
    @Ip() ip: string,
    @Headers(SHOP_LANGUAGE_HEADER) lang?: string,
  ): Promise<AccountMessageResponse | AuthSessionResponse> {
    const language = shopLanguageOf(lang);
    if (isRegisterVerifyBody(raw))
      return this.accounts.completeRegistration(parseWith(registerVerifyRequestSchema, raw), ip, language);
    return this.accounts.startRegistration(parseWith(registerStartRequestSchema, raw ?? {}), ip, language);
  }

  @Endpoint(ENDPOINTS.resetPasswordRequest)
  @NoStore()
  requestReset(
    @Body() body: ResetPasswordRequest,
    @Ip() ip: string,
    @Headers(SHOP_LANGUAGE_HEADER) lang?: string,
  ): Promise<AccountMessageResponse> {
    return this.accounts.requestPasswordReset(body, ip, shopLanguageOf(lang));
  }

  @Endpoint(ENDPOINTS.resetPasswordVerify)
  @NoStore()
  resetPassword(@Body() body: ResetPasswordVerify, @Ip() ip: string): Promise<AccountMessageResponse> {
    return this.accounts.resetPassword(body, ip);
  }
}
