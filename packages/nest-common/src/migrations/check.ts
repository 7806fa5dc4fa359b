/**
 * The start check that replaced building indexes at start: a service refuses to start on a database
 * its migrations have not reached (`node dist/migrate.js` brings it there; npm start and the
 * Kubernetes Job run it). A database ahead of the build (a rollback) is fine.
 */
import { Inject, Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { appliedMigrations, orderedMigrations, type Migration } from './runner';

/** The service cannot start on this database. */
export class NotMigratedError extends Error {
  constructor(
    readonly service: string,
    readonly current: number,
    readonly needed: number,
    missing: number[],
  ) {
    super(
      `${service}: the database is at migration ${current}, this build needs ${needed}` +
        (missing.length > 0 && missing.at(-1) !== needed ? ` (missing: ${missing.join(', ')})` : '') +
        ': run `node dist/migrate.js` (npm start does it)',
    );
    this.name = 'NotMigratedError';
  }
}

/**
 * Throws NotMigratedError unless every migration of this build is recorded (given a list) or the
 * highest recorded version is at least `required` (given a number).
 */
export async function assertMigrated(
  connection: Connection | mongo.Db,
  service: string,
  required: number | readonly Migration[],
): Promise<{ current: number }> {
  const db = 'databaseName' in connection ? connection : connection.db;
  if (!db) throw new Error(`${service}: the database connection is not open`);
  const recorded = new Set((await appliedMigrations(db)).map((m) => m.version ?? m._id));
  const current = Math.max(0, ...recorded);
  const versions = typeof required === 'number' ? [] : orderedMigrations(service, required).map((m) => m.version);
  const needed = typeof required === 'number' ? required : (versions.at(-1) ?? 0);
  const missing =
    typeof required === 'number' ? (current >= needed ? [] : [needed]) : versions.filter((v) => !recorded.has(v));
  if (missing.length > 0) throw new NotMigratedError(service, current, needed, missing);
  return { current };
}

const CHECK_OPTIONS = Symbol('MIGRATION_CHECK_OPTIONS');

@Injectable()
class MigrationCheck implements OnModuleInit {
  constructor(
    @Inject(getConnectionToken()) private readonly connection: Connection,
    @Inject(CHECK_OPTIONS) private readonly opts: { service: string; migrations: readonly Migration[] },
  ) {}

  async onModuleInit(): Promise<void> {
    await assertMigrated(this.connection, this.opts.service, this.opts.migrations);
  }
}

/** `MigrationCheckModule.forService('catalog', MIGRATIONS)` in a service's AppModule: the start check. */
@Module({})
export class MigrationCheckModule {
  static forService(service: string, migrations: readonly Migration[]): DynamicModule {
    return {
      module: MigrationCheckModule,
      providers: [{ provide: CHECK_OPTIONS, useValue: { service, migrations } }, MigrationCheck],
    };
  }
}
