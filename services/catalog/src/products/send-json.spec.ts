import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chosenCoding, finishedBody, MIN_COMPRESSED_BYTES } from './send-json';

describe('chosenCoding (as the compression middleware negotiates)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['gzip;q=0.2, *;q=0.1', 'gzip'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
    ['br;q=high, gzip', 'gzip'],
    ['x123', 'identity'],
  ] as const)('%s → %s', (header, coding) => {
    expect(chosenCoding(header)).toBe(coding);
  });
});

describe('finishedBody', () => {
  it('keeps brotli and gzip copies of a body from 1 KB that decode to the same bytes', () => {
    const json = JSON.stringify({ products: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Ring ${i}` })) });
    expect(Buffer.byteLength(json)).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
    const made = finishedBody(json, 'W/"v1"');
    expect(made.etag).toBe('W/"v1"');
    expect(brotliDecompressSync(made.br!).toString()).toBe(json);
    expect(gunzipSync(made.gzip!).toString()).toBe(json);
  });

  it('leaves a small body uncompressed', () => {
    const made = finishedBody('{"success":true}', 'W/"v2"');
    expect(made.br).toBeUndefined();
    expect(made.gzip).toBeUndefined();
  });
});
