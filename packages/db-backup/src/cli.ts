#!/usr/bin/env node
// node packages/db-backup/dist/cli.js dump|restore|verify|prune: see ../README.md and infra/RUNBOOK.md.
// The connection string comes from --uri or, better (it stays out of the process list), MONGODB_URI.
import { parseArgs } from 'node:util';
import { dump } from './dump';
import { backupKey } from './encryption';
import { prune } from './prune';
import { restore } from './restore';
import { verify } from './verify';

const USAGE = `usage:
  dump    [--uri URI] --db NAME [--db NAME ...] --out DIR          writes DIR/<UTC stamp>/ (mongodump --gzip layout)
  restore [--uri URI] --from DIR/<stamp> [--db NAME ...] [--to-db SRC=DST ...] [--db-suffix SUFFIX] [--drop]
  verify  [--uri URI] --from DIR/<stamp> [--db NAME ...] [--to-db SRC=DST ...] [--db-suffix SUFFIX] [--sample N]
  prune   --dir DIR [--keep-daily 7] [--keep-weekly 4] [--dry-run]
MONGODB_URI is used when --uri is not given. BACKUP_ENCRYPTION_KEY (32 bytes, base64) encrypts and decrypts
the dumps; required when NODE_ENV=production, elsewhere a published development key stands in.`;

const log = (line: string) => process.stdout.write(`${line}\n`);

function uriOf(values: { uri?: string }): string {
  const uri = values.uri ?? process.env.MONGODB_URI;
  if (!uri) throw new Error('no database: pass --uri or set MONGODB_URI');
  return uri;
}

function toDbOf(pairs: string[] = []): Record<string, string> {
  return Object.fromEntries(
    pairs.map((p) => {
      const [src, dst] = p.split('=');
      if (!src || !dst) throw new Error(`--to-db takes SOURCE=TARGET, got ${p}`);
      return [src, dst];
    }),
  );
}

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} takes a whole number, got ${value}`);
  return n;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      uri: { type: 'string' },
      db: { type: 'string', multiple: true },
      out: { type: 'string' },
      from: { type: 'string' },
      'to-db': { type: 'string', multiple: true },
      'db-suffix': { type: 'string' },
      drop: { type: 'boolean' },
      sample: { type: 'string' },
      dir: { type: 'string' },
      'keep-daily': { type: 'string' },
      'keep-weekly': { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  switch (command) {
    case 'dump': {
      if (!values.db?.length || !values.out) throw new Error(`dump needs --db and --out\n${USAGE}`);
      const { dir, manifest } = await dump({
        uri: uriOf(values),
        dbs: values.db,
        out: values.out,
        key: backupKey(),
        log,
      });
      log(`dump complete: ${dir} (${Object.keys(manifest.files).length} files)`);
      return 0;
    }
    case 'restore': {
      if (!values.from) throw new Error(`restore needs --from\n${USAGE}`);
      const { databases } = await restore({
        uri: uriOf(values),
        from: values.from,
        key: backupKey(),
        dbs: values.db,
        toDb: toDbOf(values['to-db']),
        dbSuffix: values['db-suffix'],
        drop: values.drop,
        log,
      });
      log(
        `restore complete: ${Object.entries(databases)
          .map(([s, t]) => `${s} → ${t}`)
          .join(', ')}`,
      );
      return 0;
    }
    case 'verify': {
      if (!values.from) throw new Error(`verify needs --from\n${USAGE}`);
      const r = await verify({
        uri: uriOf(values),
        from: values.from,
        key: backupKey(),
        dbs: values.db,
        toDb: toDbOf(values['to-db']),
        dbSuffix: values['db-suffix'],
        sample: count(values.sample, 50, '--sample'),
        log,
      });
      r.problems.forEach((p) => process.stderr.write(`PROBLEM ${p}\n`));
      log(
        `verify: ${r.collections} collections, ${r.documents} documents, ${r.sampled} compared, ` +
          `${r.gridFsFiles} GridFS files: ${r.problems.length === 0 ? 'OK' : `${r.problems.length} problems`}`,
      );
      return r.problems.length === 0 ? 0 : 1;
    }
    case 'prune': {
      if (!values.dir) throw new Error(`prune needs --dir\n${USAGE}`);
      const r = prune({
        dir: values.dir,
        keepDaily: count(values['keep-daily'], 7, '--keep-daily'),
        keepWeekly: count(values['keep-weekly'], 4, '--keep-weekly'),
        dryRun: values['dry-run'],
      });
      log(
        `prune${values['dry-run'] ? ' (dry run)' : ''}: kept ${r.kept.join(', ') || 'none'}; removed ${r.removed.join(', ') || 'none'}`,
      );
      if (r.ignored.length) log(`prune: left alone (named like a dump, no manifest.json): ${r.ignored.join(', ')}`);
      return 0;
    }
    default:
      process.stderr.write(`${USAGE}\n`);
      return 2;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`db-backup: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
