/**
 * `pnpm --filter @rmj/catalog seed`: loads the demo catalogue into MONGODB_URI /
 * MONGODB_DB when the products collection is empty (SEED_COUNT overrides the size).
 */
import { ConfigError, loadConfig } from '@rmj/nest-common';
import { catalogConfigSchema } from '../config/catalog.config';
import { DEFAULT_SEED_COUNT, seedCatalogAt } from './catalog-seed';

async function main(): Promise<void> {
  const config = loadConfig('catalog', catalogConfigSchema);
  const count = Number(process.env.SEED_COUNT ?? DEFAULT_SEED_COUNT);
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    throw new ConfigError('SEED_COUNT must be a whole number from 1 to 100000');
  const result = await seedCatalogAt(config.MONGODB_URI, config.MONGODB_DB, { count });
  process.stdout.write(
    result.skipped
      ? `catalog seed: products already present in ${config.MONGODB_DB}, nothing loaded\n`
      : `catalog seed: loaded ${result.inserted} products into ${config.MONGODB_DB}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`catalog seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
