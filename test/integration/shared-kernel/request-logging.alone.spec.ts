import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger as PinoLogger, LoggerModule } from 'nestjs-pino';
import request from 'supertest';
import { requestLogging } from '../../../src/shared-kernel/infrastructure/logging/request-logging.middleware.js';
import { createRootLogger, nestLoggerParams } from '../../../src/shared-kernel/infrastructure/logging/root-logger.js';
import { requestScope } from '../../../src/shared-kernel/infrastructure/http/request-scope.middleware.js';

@Controller('api/gifts')
class GiftsController {
  private readonly logger = new NestLogger('Gifts');

  @Get()
  async list(): Promise<{ ok: true }> {
    this.logger.log('listing the gifts');
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.logger.log('listed the gifts');
    return { ok: true };
  }
}

/**
 * The wiring of the shared kernel's logging (shared-kernel.module.ts and main.ts): the root logger,
 * nestjs-pino on it (nestLoggerParams), requestLogging() and requestScope() in front. What a request logs through Nest's
 * Logger, even after an await, carries the request's id, as its own line does; a line logged outside
 * any request carries none.
 */
describe('request logging with nestjs-pino', () => {
  const lines: Record<string, unknown>[] = [];
  let app: INestApplication;

  beforeAll(async () => {
    const root = createRootLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const moduleRef = await Test.createTestingModule({
      imports: [LoggerModule.forRoot(nestLoggerParams(root))],
      controllers: [GiftsController],
    }).compile();
    app = moduleRef.createNestApplication({ bufferLogs: true });
    app.useLogger(app.get(PinoLogger));
    app.use(requestLogging(root));
    app.use(requestScope());
    await app.init();
  });
  afterAll(() => app?.close());

  it("puts the request's id on the lines logged while it runs and on its own line", async () => {
    await request(app.getHttpServer()).get('/api/gifts').set('X-Request-Id', 'edge-7d1e0c55').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((l) => l.msg === 'listing the gifts')).toMatchObject({ reqId: 'edge-7d1e0c55', context: 'Gifts' });
    expect(lines.find((l) => l.msg === 'listed the gifts')).toMatchObject({ reqId: 'edge-7d1e0c55', context: 'Gifts' });
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ reqId: 'edge-7d1e0c55', req: { method: 'GET', url: '/api/gifts' }, res: { statusCode: 200 } });
  });

  it('puts no request id on a line logged outside any request, nor another request\'s', async () => {
    await Promise.all([
      request(app.getHttpServer()).get('/api/gifts').set('X-Request-Id', 'edge-aaaa0001'),
      request(app.getHttpServer()).get('/api/gifts').set('X-Request-Id', 'edge-bbbb0002'),
    ]);
    new NestLogger('Outside').log('between requests');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((l) => l.msg === 'between requests')).not.toHaveProperty('reqId');
    for (const id of ['edge-aaaa0001', 'edge-bbbb0002']) {
      expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['listing the gifts', 'listed the gifts', 'request completed']);
    }
  });
});
