import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several instances: each request goes to the next instance in turn (round robin), on
 * 127.0.0.1. Answers say which instance served them (`X-Served-By`: its index).
 */
export async function startRoundRobinProxy(targets: number[]): Promise<{ url: string; served: number[]; close: () => Promise<void> }> {
  let next = 0;
  const served = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    served[index]++;
    const upstream = http.request(
      { host: '127.0.0.1', port: targets[index], method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
