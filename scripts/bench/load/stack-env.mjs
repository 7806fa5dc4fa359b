// The environment of a stack under load from one address (the load bench and the metrics snapshot):
// the gateway's per-address limits and identity's per-client limits raised (per-account limits stay),
// and reconciliation every few seconds, so a payment whose verify and webhook were both lost is
// recorded before the run's exactly-once check gives up waiting.
export const LOADED_STACK_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  READ_RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  CLIENT_LIMIT_SCALE: '1000',
  RECONCILE_INTERVAL_MS: '5000',
  RECONCILE_AFTER_MS: '10000',
};
