// `npm run bench`'s counting pass-through in front of Strapi, in a process of its own (so the load generator's busy
// event loop does not slow the requests it forwards): counts requests by method and URL.
//   fork('counting-forwarder.mjs', [listenPort, targetPort]); send 'reset' or 'counts' (answers with an object).
import http from 'node:http';

const [listenPort, targetPort] = process.argv.slice(2).map(Number);
let counts = {};
const upstream = new http.Agent({ keepAlive: true, maxSockets: 64 });

const server = http.createServer((req, res) => {
  const key = `${req.method} ${req.url}`;
  counts[key] = (counts[key] ?? 0) + 1;
  const forwarded = http.request(
    { host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers, agent: upstream },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forwarded);
});

process.on('message', (message) => {
  if (message === 'reset') counts = {};
  if (message === 'counts') process.send({ counts });
});
process.on('disconnect', () => process.exit(0));
server.listen(listenPort, '127.0.0.1', () => process.send({ listening: listenPort }));
