import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { createRootLogger, nestLoggerParams, ROOT_LOGGER } from './logging/root-logger.js';
import { CLOCK, systemClock } from '../domain/clock.js';
import { DOMAIN_EVENT_ROUTES } from '../application/domain-events.js';
import { INTEGRATION_EVENT_SUBSCRIBER } from '../application/integration-events.js';
import { UNIT_OF_WORK } from '../application/unit-of-work.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { mikroOrmOptions } from './database/mikro-orm.options.js';
import { PlainSql } from './database/plain-sql.js';
import { closedForGood } from './database/closed-for-good.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from './database/mikro-orm.unit-of-work.js';
import { TransactionRunner } from './database/transaction-runner.js';
import { DomainEventDispatcher } from './events/domain-event-dispatcher.js';
import { HealthController } from './health/health.controller.js';
import { OutboxMessageSchema } from './outbox/outbox-message.js';
import { OutboxPublisher } from './outbox/outbox.publisher.js';
import { OutboxStatement } from './outbox/outbox-statement.js';
import { OutboxRelay } from './outbox/outbox.relay.js';
import { DeadLettersController } from './outbox/dead-letters.controller.js';
import { OutboxDeadLetters } from './outbox/outbox-dead-letters.js';
import { OutboxRetention } from './outbox/outbox-retention.js';
import { OUTBOX_SETTINGS } from './outbox/outbox-settings.js';
import { JobQueue } from './jobs/job-queue.js';
import { JobsController } from './jobs/jobs.controller.js';
import { AdminGuard, SignedInGuard } from './auth/guards.js';
import { FILE_STORAGE } from '../application/file-storage.js';
import { LocalDiskFileStorage } from './storage/local-disk-file-storage.js';
import { S3FileStorage } from './storage/s3-file-storage.js';
import { UploadService } from './uploads/upload.service.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { IdempotencyRetention } from './idempotency/idempotency-retention.js';
import { ApiScopeGuard } from './auth/api-scope.js';

/**
 * The outbox's table, registered once when this file is loaded, as every context registers its own (a
 * `forFeature` in its module's decorator). Nothing persists it through the ORM any more (the outbox's rows are
 * written by its SQL, outbox-sql.ts); without it a second app made in one process does not start
 * (app-made-twice.spec, tried when the publisher stopped persisting it). Registered inside forRoot instead, a second app made in the same
 * process (a test file after another) cleared what the contexts had registered: @mikro-orm/nestjs empties its
 * entity list at the first registration after an app closed, and the second app knew no entity but this one.
 */
const outboxFeature = MikroOrmModule.forFeature([OutboxMessageSchema]);

/** The kernel every context relies on: config, database, unit of work, outbox, clock, logging. */
@Global()
@Module({})
export class SharedKernelModule {
  static forRoot(config: AppConfig): DynamicModule {
    const plainSql = new PlainSql({ prepare: config.preparedStatements });
    const rootLogger = createRootLogger(config.logLevel);
    return {
      module: SharedKernelModule,
      imports: [
        // nestjs-pino's loggers (Nest's own lines), on the root logger, whose mixin adds the request id.
        LoggerModule.forRoot(nestLoggerParams(rootLogger)),
        MikroOrmModule.forRoot({
          ...mikroOrmOptions(config.databaseUrl, [], (pool) => plainSql.attach(pool), config.databasePoolSize),
          autoLoadEntities: true,
          // Each request's EntityManager fork is made by a plain middleware in main.ts.
          registerRequestContext: false,
        }),
        outboxFeature,
      ],
      controllers: [HealthController, UploadsController, DeadLettersController, JobsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // A call made with an integrator's API key reaches only the routes its scopes open (see auth/api-scope.ts).
        { provide: APP_GUARD, useClass: ApiScopeGuard },
        // Every POST may carry an Idempotency-Key: its first answer is replayed for 24 hours (idempotency/).
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: ROOT_LOGGER, useValue: rootLogger },
        { provide: CLOCK, useValue: systemClock },
        { provide: OUTBOX_SETTINGS, useValue: config.outbox },
        JobQueue,
        OutboxRelay,
        OutboxRetention,
        IdempotencyRetention,
        OutboxDeadLetters,
        OutboxPublisher,
        OutboxStatement,
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
        // Closed at shutdown, the ORM does not quietly open a new pool for work that comes after (see closedForGood).
        { provide: closedForGood, inject: [MikroORM], useFactory: (orm: MikroORM) => closedForGood(orm) },
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
        OutboxStatement,
        FILE_STORAGE,
        UploadService,
        APP_CONFIG,
        CLOCK,
        UNIT_OF_WORK,
        DOMAIN_EVENT_ROUTES,
        DomainEventDispatcher,
        INTEGRATION_EVENT_SUBSCRIBER,
        OutboxRelay,
        JobQueue,
        SignedInGuard,
        AdminGuard,
        MikroOrmModule,
      ],
    };
  }
}
