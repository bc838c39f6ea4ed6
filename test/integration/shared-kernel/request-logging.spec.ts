import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger as PinoLogger, LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import request from 'supertest';
import { requestLogging } from '../../../src/shared-kernel/infrastructure/logging/request-logging.middleware.js';

@Controller('api/gifts')
class GiftsController {
  private readonly logger = new NestLogger('Gifts');

  @Get()
  list(): { ok: true } {
    this.logger.log('listing the gifts');
    return { ok: true };
  }
}

/**
 * The wiring of the shared kernel's logging (shared-kernel.module.ts and main.ts): nestjs-pino on the
 * root logger with useExisting, requestLogging() in front. What a request logs through Nest's Logger
 * carries the request's id, as its own line does.
 */
describe('request logging with nestjs-pino', () => {
  const lines: Record<string, unknown>[] = [];
  let app: INestApplication;

  beforeAll(async () => {
    const root = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const moduleRef = await Test.createTestingModule({
      imports: [LoggerModule.forRoot({ useExisting: true, pinoHttp: { logger: root } })],
      controllers: [GiftsController],
    }).compile();
    app = moduleRef.createNestApplication({ bufferLogs: true });
    app.useLogger(app.get(PinoLogger));
    app.use(requestLogging(root));
    await app.init();
  });
  afterAll(() => app?.close());

  it("puts the request's id on the lines logged while it runs and on its own line", async () => {
    await request(app.getHttpServer()).get('/api/gifts').set('X-Request-Id', 'edge-7d1e0c55').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((l) => l.msg === 'listing the gifts')).toMatchObject({ reqId: 'edge-7d1e0c55', context: 'Gifts' });
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ reqId: 'edge-7d1e0c55', req: { method: 'GET', url: '/api/gifts' }, res: { statusCode: 200 } });
  });
});
