import { Inject, Injectable } from '@nestjs/common';

/** Figures of the directory, for other contexts. */
export interface BusinessDirectoryReads {
  countProfiles(): Promise<number>;
  countIndustries(): Promise<number>;
}
export const BUSINESS_DIRECTORY_READS = Symbol('BusinessDirectoryReads');

/** What other contexts may ask the business network. Exposed through its index.ts. */
@Injectable()
export class BusinessDirectory {
  constructor(@Inject(BUSINESS_DIRECTORY_READS) private readonly reads: BusinessDirectoryReads) {}

  countProfiles(): Promise<number> {
    return this.reads.countProfiles();
  }

  countIndustries(): Promise<number> {
    return this.reads.countIndustries();
  }
}
