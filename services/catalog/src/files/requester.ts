// Who is asking for a file: the logged-in shopper (a Bearer token identity signed, whose session
// identity says is active) and/or the browser's uploader token (an HttpOnly cookie the catalog set
// on its first upload). `<img src>` cannot send a Bearer token, so the cookie is what lets a page
// show the shopper's own uploads; the account is what lets an order's owner read them anywhere.
import { Inject, Injectable } from '@nestjs/common';
import { UPLOADER_COOKIE } from '@rmj/contracts';
import { ACCESS_TOKEN_KEYS, bearerToken, SessionCheck, verifyAccessToken, type VerifyKeys } from '@rmj/nest-common';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { createHash, randomBytes } from 'node:crypto';

/** What a request proves about its sender. */
export interface Requester {
  /** The account, when a valid token of an active session came with the request. */
  userId?: string;
  /** The browser's uploader token (raw cookie value), when a well-formed one came with the request. */
  uploaderToken?: string;
}

/** 128 random bits, base64url: 22 characters. */
const TOKEN_LENGTH = 22;
const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;
/** The cookie outlives the unclaimed-file clean-up (7 days), so a cart kept for a week still shows its uploads. */
export const UPLOADER_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const newUploaderToken = (): string => randomBytes(16).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a database dump does not hand out browsers' cookies. */
export const uploaderKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The uploader token in a Cookie header, or undefined when there is none or it is malformed. */
export function uploaderTokenOf(cookieHeader: string | undefined): string | undefined {
  // Bounded before parsing: a Cookie header is a few hundred bytes in this shop.
  if (!cookieHeader || cookieHeader.length > 8192) return undefined;
  const value = parseCookies(cookieHeader)[UPLOADER_COOKIE];
  return value && value.length === TOKEN_LENGTH && TOKEN_CHARS.test(value) ? value : undefined;
}

/** Sets (or renews) the uploader cookie: HttpOnly, SameSite=Lax, Path=/api, Secure over https. */
export function setUploaderCookie(req: Request, res: Response, token: string): void {
  res.cookie(UPLOADER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    secure: req.secure,
    maxAge: UPLOADER_COOKIE_MAX_AGE_MS,
  });
}

@Injectable()
export class RequesterResolver {
  constructor(
    @Inject(ACCESS_TOKEN_KEYS) private readonly keys: VerifyKeys,
    @Inject(SessionCheck) private readonly sessions: Pick<SessionCheck, 'status'>,
  ) {}

  /**
   * The request's account and uploader token. A missing, invalid or ended token, or identity not
   * answering, leaves the account out: the caller is then only what its cookie proves.
   */
  async identify(req: Pick<Request, 'headers'>): Promise<Requester> {
    const uploaderToken = uploaderTokenOf(req.headers.cookie);
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyAccessToken(token, this.keys) : null;
    if (!claims) return { uploaderToken };
    try {
      const session = await this.sessions.status(claims.sid);
      return session.active && session.userId === claims.sub
        ? { userId: claims.sub, uploaderToken }
        : { uploaderToken };
    } catch {
      return { uploaderToken };
    }
  }
}
