/** Every endpoint of the identity service, with the @rmj/contracts schemas its controllers use: the source of GET /openapi.json. */
import {
  accountMessageResponseSchema,
  apiErrorResponseSchema,
  authSessionResponseSchema,
  INTERNAL_SESSION_PATH,
  loginRequestSchema,
  registerStartRequestSchema,
  registerVerifyRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordVerifySchema,
  sessionStatusSchema,
} from '@rmj/contracts';
import { buildOpenApiDocument, type ApiEndpoint, type OpenApiDocument } from '@rmj/nest-common';
import { z } from 'zod';

const error = apiErrorResponseSchema;

export const IDENTITY_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: '/api/login',
    summary: 'Log in with e-mail and password',
    public: true,
    request: loginRequestSchema,
    responses: { 200: authSessionResponseSchema, 400: error, 401: error, 429: error },
  },
  {
    method: 'post',
    path: '/api/register',
    summary: 'Register: step 1 (no verificationCode) mails a code, step 2 (with it) creates the account',
    public: true,
    request: z.union([registerVerifyRequestSchema, registerStartRequestSchema]),
    responses: {
      200: {
        description: 'Step 1: code sent (AccountMessage). Step 2: account created (AuthSession).',
        schema: z.union([authSessionResponseSchema, accountMessageResponseSchema]),
      },
      400: error,
      409: error,
      429: error,
      503: error,
    },
  },
  {
    method: 'post',
    path: '/api/reset-password-request',
    summary: 'Mail a password reset code (same answer for known and unknown e-mails)',
    public: true,
    request: resetPasswordRequestSchema,
    responses: { 200: accountMessageResponseSchema, 400: error, 429: error, 503: error },
  },
  {
    method: 'post',
    path: '/api/reset-password-verify',
    summary: 'Set a new password with the mailed code; ends every session of the account',
    public: true,
    request: resetPasswordVerifySchema,
    responses: { 200: accountMessageResponseSchema, 400: error, 429: error },
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'End the session of the Bearer token (no body)',
    responses: { 200: accountMessageResponseSchema, 401: error },
  },
  {
    method: 'get',
    path: `${INTERNAL_SESSION_PATH}/:sid`,
    summary: 'Internal: is this session still active? (orders asks before checkout; never routed by the gateway)',
    public: true,
    internal: true,
    params: { sid: 'Session id (the `sid` claim of an access token)' },
    responses: { 200: sessionStatusSchema },
  },
];

export function identityOpenApi(): OpenApiDocument {
  return buildOpenApiDocument(
    {
      title: 'RMJ identity',
      version: '1.0.0',
      description: 'Login, two-step registration, password reset and sessions. Generated from @rmj/contracts.',
    },
    IDENTITY_ENDPOINTS,
  );
}
