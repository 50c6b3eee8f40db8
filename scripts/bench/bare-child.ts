/**
 * Child process for the throughput bench: a bare node:http server that answers every request
 * with the bytes (status, headers, body) the parent captured from the real app: the ceiling.
 */
import { createServer } from 'node:http';
import { reportCpuOnRequest } from './cpu-report';

interface Reply {
  headers: Record<string, string>;
  body: string; // base64
}

reportCpuOnRequest();
process.once('message', (reply: Reply) => {
  const body = Buffer.from(reply.body, 'base64');
  const headers = { ...reply.headers, 'content-length': String(body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 10_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
process.on('disconnect', () => process.exit(0));
