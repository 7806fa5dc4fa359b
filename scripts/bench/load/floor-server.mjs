// The floor's bare server (see floor.mjs): the recorded answers from memory, by path. Prints
// "listening PORT". Argument: the JSON file of answers.
import fs from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([p, a]) => [
    p,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}\n`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
