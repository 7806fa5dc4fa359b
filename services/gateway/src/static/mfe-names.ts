/**
 * The name under /mfe/ of a remote's build: the remote's name without `mfe_` (mfe_admin → admin),
 * served from <STATIC_ROOT>/mfe-<name>/dist. Any remote built there is served, so a new remote is
 * added by its build and a configuration entry, without changing the gateway. A leaf module: the
 * runtime configuration reads it without depending on the static server (which depends on the
 * configuration through the security headers).
 */
export const MFE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,30}$/;
