import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CLOCK, systemClock } from '../domain/clock.js';
import { DOMAIN_EVENT_ROUTES } from '../application/domain-events.js';
import { INTEGRATION_EVENT_SUBSCRIBER } from '../application/integration-events.js';
import { UNIT_OF_WORK } from '../application/unit-of-work.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { mikroOrmOptions } from './database/mikro-orm.options.js';
import { PlainSql } from './database/plain-sql.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from './database/mikro-orm.unit-of-work.js';
import { TransactionRunner } from './database/transaction-runner.js';
import { DomainEventDispatcher } from './events/domain-event-dispatcher.js';
import { HealthController } from './health/health.controller.js';
import { OutboxMessageSchema } from './outbox/outbox-message.js';
import { OutboxPublisher } from './outbox/outbox.publisher.js';
import { OutboxRelay } from './outbox/outbox.relay.js';
import { DeadLettersController } from './outbox/dead-letters.controller.js';
import { OutboxDeadLetters } from './outbox/outbox-dead-letters.js';
import { OutboxRetention } from './outbox/outbox-retention.js';
import { OUTBOX_SETTINGS } from './outbox/outbox-settings.js';
import { AdminGuard, SignedInGuard } from './auth/guards.js';
import { FILE_STORAGE } from '../application/file-storage.js';
import { LocalDiskFileStorage } from './storage/local-disk-file-storage.js';
import { S3FileStorage } from './storage/s3-file-storage.js';
import { UploadService } from './uploads/upload.service.js';
import { UploadsController } from './uploads/uploads.controller.js';

const QUIET_PATHS = ['/api/health', '/assets/', '/images/', '/favicon'];

/**
 * Where the logs go: standard output, written in batches of 4 KB or every 250 ms (whichever comes first)
 * instead of one write per request line; on this machine a write costs ~0.15 ms, so one per request was 3%
 * of a busy search's CPU. Lines still reach the terminal within a quarter second, and pino flushes what is
 * left when the process exits.
 */
function logDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // a flush while the stream is still opening or already closed: the next tick or exit writes it
    }
  }, 250).unref();
  return destination;
}

/** The kernel every context relies on: config, database, unit of work, outbox, clock, logging. */
@Global()
@Module({})
export class SharedKernelModule {
  static forRoot(config: AppConfig): DynamicModule {
    const plainSql = new PlainSql();
    return {
      module: SharedKernelModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: [
            {
            level: config.logLevel,
            genReqId: (req: IncomingMessage) => {
              const given = req.headers['x-request-id'];
              return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
            },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.some((p) => req.url?.startsWith(p)) },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              // The status only: the response headers (the security policy alone is 1 KB) made every line 1.5 KB.
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            },
            logDestination(),
          ],
        }),
        MikroOrmModule.forRoot({
          ...mikroOrmOptions(config.databaseUrl, [], (pool) => plainSql.attach(pool)),
          autoLoadEntities: true,
          registerRequestContext: true,
        }),
        MikroOrmModule.forFeature([OutboxMessageSchema]),
      ],
      controllers: [HealthController, UploadsController, DeadLettersController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        { provide: OUTBOX_SETTINGS, useValue: config.outbox },
        OutboxRelay,
        OutboxRetention,
        OutboxDeadLetters,
        OutboxPublisher,
        DomainEventDispatcher,
        TransactionRunner,
        MikroOrmUnitOfWork,
        { provide: UNIT_OF_WORK, useExisting: MikroOrmUnitOfWork },
        { provide: DOMAIN_EVENT_ROUTES, useExisting: DomainEventDispatcher },
        { provide: INTEGRATION_EVENT_SUBSCRIBER, useExisting: OutboxRelay },
        SignedInGuard,
        AdminGuard,
        {
          provide: FILE_STORAGE,
          useFactory: () => (config.s3 ? new S3FileStorage(config.s3) : new LocalDiskFileStorage(config.uploadDir)),
        },
        UploadService,
        {
          provide: PlainSql,
          inject: [EntityManager],
          useFactory: (em: EntityManager) => {
            plainSql.openWith(() => em.fork().execute('SELECT 1'));
            return plainSql;
          },
        },
      ],
      exports: [
        PlainSql,
        FILE_STORAGE,
        UploadService,
        APP_CONFIG,
        CLOCK,
        UNIT_OF_WORK,
        DOMAIN_EVENT_ROUTES,
        DomainEventDispatcher,
        INTEGRATION_EVENT_SUBSCRIBER,
        OutboxRelay,
        SignedInGuard,
        AdminGuard,
        MikroOrmModule,
      ],
    };
  }
}
