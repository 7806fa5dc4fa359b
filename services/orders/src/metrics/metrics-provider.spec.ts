// rmj_payment_provider_requests_total's outcome of each call to the provider, incl. `tls` when
// the provider's certificate is not trusted (what the alert on the Razorpay call watches).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaymentProviderError } from '../payments/payment-provider';
import { outcomeOf, RazorpayProvider, type ProviderCallOutcome } from '../payments/razorpay-provider';

function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(String((server.address() as AddressInfo).port))),
  );
}

function provider(apiBaseUrl: string, seen: Array<[string, ProviderCallOutcome]>, timeoutMs = 5_000) {
  return new RazorpayProvider({
    keyId: 'rzp_test_metrics',
    keySecret: 'secret',
    checkoutScript: '/x.js',
    timeoutMs,
    apiBaseUrl,
    observe: (operation, outcome) => seen.push([operation, outcome]),
  });
}

describe('the outcome of a call to the payment provider', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rmj-tls-'));
  let https: Server;
  let http: ReturnType<typeof createHttpServer>;
  let httpsPort: string;
  let httpPort: string;

  beforeAll(async () => {
    // A self-signed certificate, as a man in the middle (or a misconfigured proxy) would present.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const answer = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    https = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_req, res) => answer(res, 200, {}),
    );
    http = createHttpServer((req, res) => {
      if (req.url?.includes('pay_ok'))
        return answer(res, 200, {
          id: 'pay_ok',
          order_id: 'order_1',
          status: 'captured',
          amount: 100,
          currency: 'INR',
        });
      // Never answered: the provider time-out (500 ms here) gives up first.
      if (req.url?.includes('pay_slow')) return;
      answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    });
    [httpsPort, httpPort] = [await listen(https), await listen(http)];
  });
  afterAll(() => {
    https.close();
    http.closeAllConnections();
    http.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tls: the certificate is not trusted (and the log says why, not a TypeError)', async () => {
    const seen: Array<[string, ProviderCallOutcome]> = [];
    const err = await provider(`https://127.0.0.1:${httpsPort}`, seen)
      .fetchPayment('pay_1')
      .catch((e: unknown) => e);
    expect(seen).toEqual([['fetch_payment', 'tls']]);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).kind).toBe('unavailable');
    expect((err as Error).message).toMatch(/SELF_SIGNED|DEPTH_ZERO|certificate/i);
  });

  it('ok, error (a refusal or a closed port) and timeout', async () => {
    const seen: Array<[string, ProviderCallOutcome]> = [];
    const p = provider(`http://127.0.0.1:${httpPort}`, seen, 500);
    await p.fetchPayment('pay_ok');
    await expect(p.fetchPayment('pay_missing')).rejects.toMatchObject({ kind: 'refused' });
    await expect(p.fetchPayment('pay_slow')).rejects.toMatchObject({ kind: 'unavailable' });
    const closed = provider('http://127.0.0.1:1', seen);
    await expect(closed.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(seen).toEqual([
      ['fetch_payment', 'ok'],
      ['fetch_payment', 'error'],
      ['fetch_payment', 'timeout'],
      ['create_order', 'error'],
    ]);
  });

  it('classifies the transport codes of Node and axios', () => {
    const sdk = (code: string) => ({ statusCode: undefined, error: { code, description: code } });
    expect(outcomeOf(sdk('CERT_HAS_EXPIRED'))).toBe('tls');
    expect(outcomeOf(sdk('UNABLE_TO_VERIFY_LEAF_SIGNATURE'))).toBe('tls');
    expect(outcomeOf(sdk('ERR_TLS_CERT_ALTNAME_INVALID'))).toBe('tls');
    expect(outcomeOf(sdk('ECONNREFUSED'))).toBe('error');
    expect(outcomeOf(sdk('ECONNABORTED'))).toBe('timeout');
    expect(outcomeOf({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR' } })).toBe('error');
    expect(outcomeOf(new PaymentProviderError('reading the payment timed out'))).toBe('timeout');
  });
});
