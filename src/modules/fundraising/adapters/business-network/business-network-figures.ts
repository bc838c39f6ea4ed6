import { Injectable } from '@nestjs/common';
import { BusinessDirectory } from '../../../business-network/index.js';
import type { BusinessFigures } from '../../application/business-figures.js';

/** The statistics strip's business figures, from the business network's public directory. */
@Injectable()
export class BusinessNetworkFigures implements BusinessFigures {
  constructor(private readonly directory: BusinessDirectory) {}

  async figures(): Promise<{ businessMembers: number; industries: number }> {
    const [businessMembers, industries] = await Promise.all([this.directory.countProfiles(), this.directory.countIndustries()]);
    return { businessMembers, industries };
  }
}
