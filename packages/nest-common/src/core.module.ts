/**
 * What every service needs, in one import: its validated configuration
 * (injectable as SERVICE_CONFIG), JSON logs, the MongoDB connection and health.
 */
import { Global, Logger, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { ServiceConfig } from './config';
import { HealthModule } from './health';
import { loggerModule } from './logging';
import { MetricsModule } from './metrics/metrics.module';

import { SERVICE_CONFIG } from './service-config.token';

export { SERVICE_CONFIG };

/**
 * The MongoDB driver's time-outs, the innermost links of a request's chain: no reachable server
 * gives up after `serverSelectionMs` (an error the request answers with, well before the orders
 * service's verify deadline and the gateway's wait); a connection silent for `socketMs` (a dead
 * peer) is closed, so a hung socket cannot hold a request's work forever. The answer to a slow
 * request is the handler's deadline (verify) or the gateway's, not this backstop.
 */
export const DATABASE_TIMEOUTS = { serverSelectionMs: 5_000, socketMs: 30_000 } as const;

export interface CoreOptions {
  service: string;
  config: ServiceConfig;
  /** false for the gateway, which has no database. */
  database?: boolean;
}

/** Warns once at start when identity made its own CODE_SECRET, or a verifier has no public key (config.ts). */
class DevSecretWarning implements OnApplicationBootstrap {
  constructor(
    private readonly config: ServiceConfig & { codeSecretIsEphemeral?: boolean; accessTokenKeysMissing?: boolean },
  ) {}
  onApplicationBootstrap(): void {
    if (this.config.accessTokenKeysMissing) {
      new Logger('Config').warn(
        "JWT_PUBLIC_KEY is not set: every access token is refused. Set it to identity's public key (npm start does).",
      );
    }
    if (this.config.codeSecretIsEphemeral) {
      new Logger('Config').warn(
        'CODE_SECRET is not set: using a random key for this process only (codes do not survive a restart or reach another replica). Set CODE_SECRET before going live.',
      );
    }
  }
}

@Global()
@Module({})
export class CoreModule {
  static forRoot({ service, config, database = true }: CoreOptions): DynamicModule {
    const imports = [
      loggerModule(service, config.LOG_LEVEL),
      HealthModule.forRoot({ database, gracefulShutdownTimeoutMs: config.SHUTDOWN_GRACE_MS }),
      MetricsModule.forRoot(service),
    ];
    if (database) {
      imports.push(
        MongooseModule.forRoot(config.MONGODB_URI, {
          dbName: config.MONGODB_DB,
          // Indexes are built by the service's migrations (node dist/migrate.js), never at start.
          autoIndex: false,
          serverSelectionTimeoutMS: DATABASE_TIMEOUTS.serverSelectionMs,
          socketTimeoutMS: DATABASE_TIMEOUTS.socketMs,
          retryAttempts: 2,
          retryDelay: 1000,
        }) as unknown as DynamicModule,
      );
    }
    return {
      module: CoreModule,
      imports,
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: DevSecretWarning, useFactory: () => new DevSecretWarning(config) },
      ],
      exports: [SERVICE_CONFIG],
    };
  }
}
