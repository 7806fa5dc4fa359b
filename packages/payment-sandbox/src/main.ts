#!/usr/bin/env node
/**
 * CLI: `node dist/main.js [--port 4010] [--host 127.0.0.1] [--webhook-url URL] [--key-id rzp_test_...] [--capture auto|manual]
 * [--public-url URL]` (the address Payment Links' short URLs use, such as the shop's gateway).
 * Secrets come from the environment (not the process list): SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET.
 * Stops on SIGINT/SIGTERM.
 */
import { SANDBOX_DEFAULTS, startPaymentSandbox, type PaymentSandboxOptions } from './payment-sandbox';

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): PaymentSandboxOptions {
  const out: PaymentSandboxOptions = {
    host: '127.0.0.1',
    port: 4010,
    keySecret: env.SANDBOX_KEY_SECRET || SANDBOX_DEFAULTS.keySecret,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_DEFAULTS.webhookSecret,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (flag === '--host') out.host = value;
    else if (flag === '--key-id') out.keyId = value;
    else if (flag === '--webhook-url') out.webhookUrl = value;
    else if (flag === '--public-url') {
      if (!/^https?:\/\/[^/]+/.test(value ?? ''))
        throw new Error(`--public-url must be an http(s) address, got "${value}"`);
      out.publicUrl = value;
    } else if (flag === '--capture') {
      if (value !== 'auto' && value !== 'manual') throw new Error(`--capture must be auto or manual, got "${value}"`);
      out.captureMode = value;
    } else if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port must be a port number, got "${value}"`);
      out.port = port;
    } else
      throw new Error(
        `unknown option ${argv[i]} (use --port, --host, --webhook-url, --key-id, --capture, --public-url)`,
      );
  }
  return out;
}

async function main(): Promise<void> {
  const sandbox = await startPaymentSandbox(parseArgs(process.argv.slice(2)));
  process.stdout.write(`payment sandbox: ${sandbox.url} (key ${sandbox.keyId}, ${sandbox.captureMode()} capture)\n`);
  const stop = () => {
    void sandbox.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`payment sandbox: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
