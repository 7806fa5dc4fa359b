// The floor of load.bench.mjs: what the same machine does with the same bytes and no shop. The
// shop's answers to every URL of the browsing mix are recorded from the running stack (status,
// headers and the compressed body exactly as sent), then a bare Node server answers them from memory
// and a bare Node proxy (node:http, a keep-alive agent, bodies piped) stands in front of it, as the
// gateway stands in front of the services. The proxy runs as many processes as the gateway has
// workers, so both sides get the same cores; the bench drives it with the same autocannon settings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Headers that belong to one connection or one moment, not to the answer. */
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-request-id']);

/** GET `url` with `headers`, bytes as sent (no decoding): {status, headers, body}. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The shop's answer to each path of the mix, recorded once: {path: {status, headers, body (base64)}}. */
export async function recordAnswers(baseURL, mix, headers) {
  const answers = {};
  for (const { path: p } of mix) {
    if (answers[p]) continue;
    const { status, headers: got, body } = await rawGet(`${baseURL}${p}`, headers);
    const kept = Object.fromEntries(Object.entries(got).filter(([name]) => !PER_CONNECTION.has(name)));
    answers[p] = { status, headers: kept, body: body.toString('base64') };
  }
  return answers;
}

function startChild(script, args) {
  const child = spawn(process.execPath, [path.join(here, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}

/** Starts the floor server and its proxy (`workers` processes); resolves {url, stop}. */
export async function startFloor(answers, workers) {
  const file = path.join(os.tmpdir(), `rmj-load-floor-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  const server = await startChild('floor-server.mjs', [file]);
  const proxy = await startChild('floor-proxy.mjs', [String(server.port), String(workers)]);
  return {
    url: `http://127.0.0.1:${proxy.port}`,
    stop: async () => {
      for (const { child } of [proxy, server]) {
        child.removeAllListeners('exit');
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(file, { force: true });
    },
  };
}
