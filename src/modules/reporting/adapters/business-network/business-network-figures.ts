import { Injectable } from '@nestjs/common';
import { BusinessDirectory } from '../../../business-network/index.js';
import type { BusinessFigures } from '../../application/business-figures.port.js';

/** Directory figures from business-network's public API. */
@Injectable()
export class BusinessNetworkFigures implements BusinessFigures {
  constructor(private readonly directory: BusinessDirectory) {}

  countProfiles(): Promise<number> {
    return this.directory.countProfiles();
  }

  countIndustries(): Promise<number> {
    return this.directory.countIndustries();
  }
}
