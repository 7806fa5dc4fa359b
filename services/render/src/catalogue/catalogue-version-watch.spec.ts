import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CatalogueVersionWatch } from './catalogue-version-watch';

/** GET /api/catalogue/version answering whatever `version` holds now. */
async function versionServer() {
  const state = { version: 'v1' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, version: state.version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, url: `http://127.0.0.1:${port}/api/catalogue/version`, close: () => server.close() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CatalogueVersionWatch', () => {
  let server: Awaited<ReturnType<typeof versionServer>>;
  beforeEach(async () => {
    server = await versionServer();
  });
  afterEach(() => server.close());

  it('drops the pages when the marker moves and once more after the settle time', async () => {
    let drops = 0;
    const watch = new CatalogueVersionWatch(server.url, () => (drops += 1), {
      intervalMs: 0,
      timeoutMs: 1_000,
      settleMs: 150,
    });
    await watch.fresh();
    expect(drops).toBe(0);
    server.state.version = 'v2';
    await watch.fresh();
    // At once: the pages built before the move go.
    expect(drops).toBe(1);
    // A page rendered meanwhile from an older answer (edge cache, a replica not yet reloaded) goes too.
    await sleep(300);
    expect(drops).toBe(2);
    await watch.fresh();
    await sleep(300);
    expect(drops).toBe(2);
    watch.stop();
  });
});
