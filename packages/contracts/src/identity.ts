// Account fields, requests and responses of the identity service (spec sections 3, 5, 7 and 8).
// Shared by services/identity (validation at the edge) and mfe-account (react-hook-form + zod resolver).
// Every field schema carries the spec's exact message; requests are strict (unknown fields refused).
import { z } from 'zod';
import { apiErrorResponseSchema, type ApiErrorResponse } from './errors';

/** The spec's account validation messages (section 5), character for character. */
export const accountFieldMessages = {
  firstName: 'First name should be 2-30 characters, letters only.',
  lastName: 'Last name should be 2-30 characters, letters only.',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters with at least one letter and one number.',
  phoneNumber: 'Please enter a valid 10-digit phone number.',
  verificationCode: 'Please enter the 6-digit verification code sent to your email.',
} as const;

/** Success messages the account screen shows (section 8). */
export const accountSuccessMessages = {
  codeSent: 'Verification code sent to your email!',
  accountCreated: 'Account created successfully!',
  passwordReset: 'Password has been reset successfully!',
  /** POST /api/logout: the session is ended on the server. */
  loggedOut: 'You have been logged out.',
  /** Login greeting; use `loginSuccessMessage(firstName)`. */
  loginPrefix: 'Login successful. Welcome, ',
} as const;

/** 'Login successful. Welcome, {firstName}!' */
export function loginSuccessMessage(firstName: string): string {
  return `${accountSuccessMessages.loginPrefix}${firstName}!`;
}

/** Error messages the identity service answers with (status in brackets). */
export const accountErrorMessages = {
  /** 401, wrong e-mail or wrong password alike. */
  invalidCredentials: 'Invalid email or password.',
  /**
   * 409 on register step 2 only when the account was created between the code being sent and
   * used (step 1 answers the same for a new and an existing e-mail).
   */
  emailTaken: 'An account with this email already exists.',
  /** 400: wrong code, or no code was requested. */
  invalidCode: 'Invalid verification code. Please check the code and try again.',
  /** 400: the code is older than 10 minutes. */
  expiredCode: 'This verification code has expired. Please request a new code.',
  /** 429: the fifth wrong try voids the code. */
  tooManyCodeAttempts: 'Too many incorrect attempts. Please request a new code.',
  /** 429: a code was (re)sent less than a minute ago. */
  resendTooSoon: 'Please wait a minute before requesting another code.',
  /** 429: too many failed logins for the e-mail or from the address; the wait grows with each failure. */
  tooManyLogins: 'Too many failed login attempts. Please wait a little and try again.',
  /** 429: too many code requests or checks from one address or for one e-mail. */
  tooManyRequests: 'Too many requests. Please try again later.',
  /** 401 on logout: no valid token was sent (the browser forgets its session all the same). */
  notLoggedIn: 'You are not logged in.',
  /** 503: the SMTP server refused or is down; no usable code is kept. */
  mailFailed: 'We could not send the verification email. Please try again later.',
} as const;

const LETTERS_2_30 = /^\p{L}{2,30}$/u;
// At least one letter and one digit; only letters, digits and @$!%*#?&.
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,128}$/;
// Standard e-mail shape: local@domain.tld, no spaces, one @.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** Given name: letters only (any alphabet), 2-30, surrounding spaces trimmed. */
export const firstNameSchema = z
  .string({ error: accountFieldMessages.firstName })
  .trim()
  .regex(LETTERS_2_30, accountFieldMessages.firstName);
/** Family name: letters only (any alphabet), 2-30, surrounding spaces trimmed. */
export const lastNameSchema = z
  .string({ error: accountFieldMessages.lastName })
  .trim()
  .regex(LETTERS_2_30, accountFieldMessages.lastName);
/** E-mail address: trimmed, lower-cased, standard shape, at most 254 characters. */
export const emailSchema = z
  .string({ error: accountFieldMessages.email })
  .trim()
  .toLowerCase()
  .max(254, { error: accountFieldMessages.email, abort: true })
  .regex(EMAIL, accountFieldMessages.email);
/** Password: 8-128 characters, at least one letter and one digit, only letters, digits and @$!%*#?&. */
export const passwordSchema = z
  .string({ error: accountFieldMessages.password })
  .max(128, { error: accountFieldMessages.password, abort: true })
  .regex(PASSWORD, accountFieldMessages.password);
/** New password when resetting: the same rule as passwordSchema. */
export const newPasswordSchema = passwordSchema;
/** Phone number: exactly 10 digits. */
export const phoneNumberSchema = z
  .string({ error: accountFieldMessages.phoneNumber })
  .trim()
  .regex(/^\d{10}$/, accountFieldMessages.phoneNumber);
/** The 6-digit code sent by e-mail. */
export const verificationCodeSchema = z
  .string({ error: accountFieldMessages.verificationCode })
  .trim()
  .regex(/^\d{6}$/, accountFieldMessages.verificationCode);

/** POST /api/login body. */
export const loginRequestSchema = z.strictObject({
  /** Account e-mail. */
  email: emailSchema,
  /** Account password. */
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/register, step 1 (sends the code). */
export const registerStartRequestSchema = z.strictObject({
  /** Given name. */
  firstName: firstNameSchema,
  /** Family name. */
  lastName: lastNameSchema,
  /** E-mail to verify; becomes the login. */
  email: emailSchema,
  /** 10-digit phone number. */
  phoneNumber: phoneNumberSchema,
  /** Chosen password. */
  password: passwordSchema,
});
export type RegisterStartRequest = z.infer<typeof registerStartRequestSchema>;

/** POST /api/register, step 2 (the same fields plus the code; creates the account). */
export const registerVerifyRequestSchema = registerStartRequestSchema.extend({
  /** The 6-digit code from the e-mail. */
  verificationCode: verificationCodeSchema,
});
export type RegisterVerifyRequest = z.infer<typeof registerVerifyRequestSchema>;

/** True when a /api/register body is step 2 (it carries verificationCode). */
export function isRegisterVerifyBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'verificationCode' in body;
}

/** POST /api/reset-password-request body. */
export const resetPasswordRequestSchema = z.strictObject({
  /** E-mail of the account to reset. */
  email: emailSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/reset-password-verify body. */
export const resetPasswordVerifySchema = z.strictObject({
  /** E-mail of the account to reset. */
  email: emailSchema,
  /** The 6-digit code from the e-mail. */
  verificationCode: verificationCodeSchema,
  /** The new password. */
  newPassword: newPasswordSchema,
});
export type ResetPasswordVerify = z.infer<typeof resetPasswordVerifySchema>;

/** Answer of register step 1, reset request and reset verify. */
export const accountMessageResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** One of accountSuccessMessages. */
  message: z.string(),
});
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

/** Answer of login and of register step 2: what the browser stores (token, userId, firstName, lastName). */
export const authSessionResponseSchema = accountMessageResponseSchema.extend({
  /** ES256 access token (Bearer), valid 12 hours; its session ends sooner after 30 minutes without use, a logout or a password reset. */
  token: z.string(),
  /** The user's id. */
  userId: z.string(),
  /** Given name, for the welcome screen. */
  firstName: z.string(),
  /** Family name. */
  lastName: z.string(),
});
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

/** Body of every identity error answer (4xx/5xx): the shared error body. */
export const accountErrorResponseSchema = apiErrorResponseSchema;
export type AccountErrorResponse = ApiErrorResponse;

/** Path of identity's internal session check: GET {IDENTITY_URL}/internal/sessions/{sid}. Not under /api, so the gateway never routes it. */
export const INTERNAL_SESSION_PATH = '/internal/sessions';

/** Answer of the internal session check. */
export const sessionStatusSchema = z.object({
  /** True while the session is neither logged out, ended by a password reset, unused for 30 minutes, nor 12 hours old. */
  active: z.boolean(),
  /** The session's user id (present when active). */
  userId: z.string().optional(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** POST /api/logout takes no body; the Bearer token names the session to end. Answer: AccountMessageResponse. */
export const logoutRequestSchema = z.strictObject({});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;
