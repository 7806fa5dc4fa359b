/**
 * The database-backed limiter for a service: `RateLimitModule.forRoot()` next to CoreModule, then
 * `@UseGuards(RateLimitGuard({ name, max, windowMs }))` on a route, or inject TicketLimiter.
 */
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { TicketLimiter } from './ticket-limiter';

const SWEEP_EVERY_MS = 10 * 60_000;

/** Sweeps ended windows every 10 minutes (the indexes are the service's migrations' job: RATE_LIMIT_INDEXES). */
@Injectable()
class TicketSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private timer?: NodeJS.Timeout;

  constructor(@Inject(TicketLimiter) private readonly limiter: TicketLimiter) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.limiter
        .sweep()
        .catch((err: unknown) => this.logger.warn(`sweeping rate-limit tickets failed: ${(err as Error).message}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}

@Global()
@Module({})
export class RateLimitModule {
  static forRoot(): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: TicketLimiter,
          inject: [getConnectionToken()],
          useFactory: (connection: Connection) => TicketLimiter.forConnection(connection),
        },
        TicketSweeper,
      ],
      exports: [TicketLimiter],
    };
  }
}
