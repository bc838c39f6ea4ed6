import { Module } from '@nestjs/common';
import { BUSINESS_DIRECTORY_READS, BusinessDirectory } from './application/business-directory.js';
import { SqlBusinessDirectoryReads } from './adapters/persistence/sql-business-directory.reads.js';

/** The business network: directory, business profiles, membership tiers. */
@Module({
  providers: [{ provide: BUSINESS_DIRECTORY_READS, useClass: SqlBusinessDirectoryReads }, BusinessDirectory],
  exports: [BusinessDirectory],
})
export class BusinessNetworkModule {}
