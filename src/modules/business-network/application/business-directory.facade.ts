import { Inject, Injectable } from '@nestjs/common';
import { DIRECTORY_READ_MODEL, type DirectoryReadModel } from './business-directory.read-model.js';

/** What other contexts may ask the business network (exposed through index.ts): the directory's figures. */
@Injectable()
export class BusinessDirectory {
  constructor(@Inject(DIRECTORY_READ_MODEL) private readonly directory: DirectoryReadModel) {}

  countProfiles(): Promise<number> {
    return this.directory.countProfiles();
  }

  countIndustries(): Promise<number> {
    return this.directory.countIndustries();
  }
}
