// The benchmark's ceiling: a bare Node http server answering recorded responses (same headers, same bytes)
// from memory. Usage: node bare-server.mjs <port> <recordings.json>
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const recordings = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, { headers, body }]) => [
    path,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const hit = recordings.get(req.url);
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, hit.headers);
    res.end(hit.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
