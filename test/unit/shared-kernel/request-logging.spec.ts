import { describe, expect, it } from '@jest/globals';
import express, { type Request } from 'express';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import { requestIdMixin } from '../../../src/shared-kernel/infrastructure/logging/request-id.js';
import { requestLogging } from '../../../src/shared-kernel/infrastructure/logging/request-logging.middleware.js';
import { requestScope } from '../../../src/shared-kernel/infrastructure/http/request-scope.middleware.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function app() {
  const lines: Record<string, unknown>[] = [];
  const root = pino({ level: 'info', mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const server = express();
  server.use(requestLogging(root));
  server.use(requestScope());
  server.get('/api/gifts', (req, res) => {
    (req as Request & { log: Logger }).log.info('counting the gifts');
    res.json({ id: (req as Request & { id: string }).id });
  });
  server.get('/api/broken', (_req, res) => {
    res.status(500).json({ message: 'Something went wrong' });
  });
  server.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  server.get('/donate', (req, res) => {
    res.type('html').send(`<p>${(req as Request & { id: string }).id}</p>`);
  });
  return { server, lines };
}

/** Lines are written when the answer's connection is done with it: after supertest has its answer. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('requestLogging', () => {
  it('logs one line per request, with its id, method, URL, status and time, and the same id on what it logged meanwhile', async () => {
    const { server, lines } = app();
    const answer = await request(server).get('/api/gifts?campaign=roof&limit=12').expect(200);
    await settled();
    const id = answer.body.id as string;
    expect(id).toMatch(UUID);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, reqId: id, msg: 'counting the gifts' }),
      expect.objectContaining({
        level: 30,
        reqId: id,
        req: { method: 'GET', url: '/api/gifts?campaign=roof&limit=12' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('headers');
  });

  it("takes a proxy's X-Request-Id when it is a plain token, and makes a new id otherwise", async () => {
    const { server, lines } = app();
    expect((await request(server).get('/api/gifts').set('X-Request-Id', 'edge-4f1c9a2b').expect(200)).body.id).toBe('edge-4f1c9a2b');
    expect((await request(server).get('/api/gifts').set('X-Request-Id', 'x"}; drop').expect(200)).body.id).toMatch(UUID);
    await settled();
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)).toEqual(['edge-4f1c9a2b', expect.stringMatching(UUID)]);
  });

  it('logs a 5xx answer as an error, and says nothing of health probes nor of pages (which still get an id)', async () => {
    const { server, lines } = app();
    await request(server).get('/api/broken').expect(500);
    await request(server).get('/api/health').expect(200);
    expect((await request(server).get('/donate').expect(200)).text).toMatch(/^<p>[0-9a-f-]{36}<\/p>$/);
    await settled();
    expect(lines).toEqual([expect.objectContaining({ level: 50, req: { method: 'GET', url: '/api/broken' }, res: { statusCode: 500 }, msg: 'request errored' })]);
  });
});
