// @ts-check
// The stack the browser benchmarks open pages on: a fresh shop on free ports in a throw-away data
// directory, its rate limits raised (every page comes from one address), and a ring of the seeded
// catalogue for the product pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire as requireFrom } from 'node:module';

const { startStack } = requireFrom(import.meta.url)('@rmj/devstack');

/**
 * Starts the shop (with or without the render service); `stop()` stops it and removes its data.
 * @param {{ name: string, render: boolean }} options
 */
export async function startShopForPages({ name, render }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rmj-bench-${name}-`));
  let stack;
  const stop = async () => {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({
      ports: 'free',
      dataDir,
      quiet: true,
      render,
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', READ_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const search = await fetch(`${stack.baseURL}/api/products/search?q=ring&limit=1`).then((r) => r.json());
    const productId = search.products?.[0]?._id;
    if (!productId) throw new Error('no product found for "ring": is the catalogue seeded?');
    return { baseURL: /** @type {string} */ (stack.baseURL), productId: /** @type {string} */ (productId), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
