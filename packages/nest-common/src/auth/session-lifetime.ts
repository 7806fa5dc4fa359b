/**
 * How long a login session lasts (OWASP ASVS 3.3.2): it ends after 30 minutes without use and
 * 12 hours after login, whichever comes first. Identity enforces both (SESSION_IDLE_MS,
 * SESSION_MAX_MS); the access token's own `exp` is the 12 hours, so a verifier that cannot ask
 * identity (the gateway) still refuses a token past its session's longest life.
 */

/** A session unused this long has ended. */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;

/** A session this old has ended, however recently it was used. */
export const DEFAULT_SESSION_MAX_MS = 12 * 3600_000;

/** Identity records a session's last use at most this often, so a busy session costs one write a minute. */
export const SESSION_TOUCH_EVERY_MS = 60_000;
