// Waiting between attempts, in its own module so tests can skip the wait (and see what was asked).

/** Resolves after `ms`. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
