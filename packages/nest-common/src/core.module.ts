/**
 * What every service needs, in one import: its validated configuration
 * (injectable as SERVICE_CONFIG), JSON logs, the MongoDB connection and health.
 */
import { Global, Logger, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { ServiceConfig } from './config';
import { HealthModule } from './health';
import { loggerModule } from './logging';

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

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
    ];
    if (database) {
      imports.push(
        MongooseModule.forRoot(config.MONGODB_URI, {
          dbName: config.MONGODB_DB,
          // Indexes are built explicitly and awaited (ensureIndexes) so a failure stops the start.
          autoIndex: false,
          serverSelectionTimeoutMS: 5000,
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
