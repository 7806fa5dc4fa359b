// The floor's bare proxy (see floor.mjs): every request piped to the floor server over a keep-alive
// agent, answer piped back; as many processes as the gateway's workers (node:cluster, one port).
// Prints "listening PORT". Arguments: the floor server's port, the number of processes.
import cluster from 'node:cluster';
import http from 'node:http';

const [upstreamPort, workers] = process.argv.slice(2).map(Number);
if (cluster.isPrimary && workers > 1) {
  // The primary takes the port once, then hands it to the workers (a worker's listen(0) would get its own).
  const probe = http.createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => {
      let ready = 0;
      for (let i = 0; i < workers; i += 1)
        cluster.fork({ FLOOR_PORT: String(port) }).on('listening', () => {
          ready += 1;
          if (ready === workers) process.stdout.write(`listening ${port}\n`);
        });
    });
  });
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.FLOOR_PORT ?? 0), '127.0.0.1', () => {
    if (!cluster.isWorker)
      process.stdout.write(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
}
