import { cachedRead, Metrics } from './metrics';
import { METRICS } from './names';

describe('gauges read at scrape time', () => {
  it('reads once per max age, however often it is scraped, and once at a time', async () => {
    let reads = 0;
    const read = cachedRead(async () => ++reads, 60_000);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(1);
    expect(reads).toBe(1);
    read.expire();
    expect(await read()).toBe(2);
  });

  it('reads again once the value is older than the max age; a failed read is retried', async () => {
    let reads = 0;
    const read = cachedRead(async () => {
      reads += 1;
      if (reads === 2) throw new Error('database away');
      return reads;
    }, 0);
    expect(await read()).toBe(1);
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(3);
  });

  it('sets every label the reader returns, with the service label', async () => {
    const metrics = new Metrics('orders');
    metrics.sampled(METRICS.orders, async () => [
      { labels: { state: 'Processing' }, value: 3 },
      { labels: { state: 'Shipped' }, value: 0 },
    ]);
    const text = await metrics.text();
    expect(text).toContain('rmj_orders{state="Processing",service="orders"} 3');
    expect(text).toContain('rmj_orders{state="Shipped",service="orders"} 0');
  });

  it('keeps the last values when a read fails', async () => {
    const metrics = new Metrics('orders');
    let fail = false;
    metrics.sampled(
      METRICS.reconciliationBacklog,
      async () => {
        if (fail) throw new Error('database away');
        return 7;
      },
      0,
    );
    expect(await metrics.text()).toContain('rmj_reconciliation_backlog{service="orders"} 7');
    fail = true;
    expect(await metrics.text()).toContain('rmj_reconciliation_backlog{service="orders"} 7');
  });
});
