/**
 * `services/<s>/src/migrate.ts` → `node dist/migrate.js`: reads the service's database settings
 * (MONGODB_URI, MONGODB_DB: the same environment as the service, nothing else is required), applies
 * what is missing, prints one line per step, exits 0 when the database is up to date and 1 with the
 * version and the reason when it cannot get there.
 */
import { ConfigError, loadConfig, serviceConfigSchema } from '../config';
import { MigrationError, runMigrations, type Migration, type MigrationRun } from './runner';

export interface MigrateCommandOptions {
  service: string;
  migrations: readonly Migration[];
  env?: NodeJS.ProcessEnv;
  /** Progress lines (default stdout). */
  out?: (line: string) => void;
  /** The failure line (default stderr). */
  err?: (line: string) => void;
  lockWaitMs?: number;
  lockPollMs?: number;
}

/** Runs the migrations as the command does; resolves the exit code. */
export async function migrateCommand(opts: MigrateCommandOptions): Promise<{ code: number; run?: MigrationRun }> {
  const out = opts.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = opts.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const schema = serviceConfigSchema({ service: opts.service, port: 1 }).pick({
    NODE_ENV: true,
    MONGODB_URI: true,
    MONGODB_DB: true,
  });
  let config: { MONGODB_URI: string; MONGODB_DB: string };
  try {
    config = loadConfig(`${opts.service} migrate`, schema, opts.env ?? process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    err(e.message);
    return { code: 1 };
  }
  try {
    const run = await runMigrations({
      uri: config.MONGODB_URI,
      dbName: config.MONGODB_DB,
      service: opts.service,
      migrations: opts.migrations,
      log: out,
      lockWaitMs: opts.lockWaitMs,
      lockPollMs: opts.lockPollMs,
    });
    return { code: 0, run };
  } catch (e) {
    err(
      e instanceof MigrationError
        ? e.message
        : `${opts.service}: migrations failed on database ${config.MONGODB_DB}: ${e instanceof Error ? e.message : String(e)}`,
    );
    return { code: 1 };
  }
}

/** The body of a service's migrate.ts. */
export function runMigrateCli(service: string, migrations: readonly Migration[]): void {
  migrateCommand({ service, migrations }).then(
    ({ code }) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`${service}: migrations failed: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
