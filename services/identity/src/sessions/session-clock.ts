/**
 * The time sessions are judged by. A provider of its own so service tests can move it on by
 * 31 minutes or 12 hours against the real database instead of waiting.
 */
import { Injectable } from '@nestjs/common';

@Injectable()
export class SessionClock {
  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now();
  }
}
