#!/usr/bin/env node
/** CLI: `node dist/main.js [--smtp-port 1025] [--http-port 1080] [--host 127.0.0.1]`. Stops on SIGINT/SIGTERM. */
import { startMailCatcher } from './mail-catcher';

export function parseArgs(argv: string[]): { host: string; smtpPort: number; httpPort: number } {
  const out = { host: '127.0.0.1', smtpPort: 1025, httpPort: 1080 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (flag === '--host') out.host = value;
    else if (flag === '--smtp-port' || flag === '--http-port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`${flag} must be a port number, got "${value}"`);
      if (flag === '--smtp-port') out.smtpPort = port;
      else out.httpPort = port;
    } else throw new Error(`unknown option ${argv[i]} (use --smtp-port, --http-port, --host)`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const catcher = await startMailCatcher(args);
  process.stdout.write(
    `mail catcher: SMTP ${catcher.host}:${catcher.smtpPort}, inbox http://${catcher.host}:${catcher.httpPort}/\n`,
  );
  const stop = () => {
    void catcher.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`mail catcher: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
