/** Liveness (process up) and readiness (database answers a ping) for probes and the start script. */
import { Controller, Get, Inject, Module, type DynamicModule } from '@nestjs/common';
import { HealthCheck, HealthCheckService, MongooseHealthIndicator, TerminusModule } from '@nestjs/terminus';
import { Public } from './auth/public';
import { Operational } from './endpoints/endpoint.decorator';

const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');

interface HealthOptions {
  database: boolean;
}

// Probes answer without a login: marked by metadata, so a deny-by-default guard lets them through.
@Public()
@Operational()
@Controller('health')
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly mongoose: MongooseHealthIndicator,
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check(
      this.options.database ? [() => this.mongoose.pingCheck('database', { timeout: 1500 })] : [],
    );
  }
}

@Module({})
export class HealthModule {
  static forRoot(options: HealthOptions & { gracefulShutdownTimeoutMs?: number }): DynamicModule {
    return {
      module: HealthModule,
      imports: [
        TerminusModule.forRoot({ gracefulShutdownTimeoutMs: options.gracefulShutdownTimeoutMs ?? 0, logger: false }),
      ],
      controllers: [HealthController],
      providers: [{ provide: HEALTH_OPTIONS, useValue: options }],
    };
  }
}
