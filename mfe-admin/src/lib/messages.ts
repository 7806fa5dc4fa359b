// Words the back office uses in more than one place.

/** When a call failed without a readable answer (no connection, a time-out, a proxy's page). */
export const NO_CONNECTION_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
