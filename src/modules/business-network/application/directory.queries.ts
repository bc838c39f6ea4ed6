import { Inject, Injectable } from '@nestjs/common';
import { ProfileErrors } from '../domain/business-profile.errors.js';
import {
  type BusinessProfileView,
  DIRECTORY_READ_MODEL,
  type DirectoryReadModel,
  type DirectorySearch,
} from './business-directory.read-model.js';

/** The directory as members and visitors read it. */
@Injectable()
export class DirectoryQueries {
  constructor(@Inject(DIRECTORY_READ_MODEL) private readonly directory: DirectoryReadModel) {}

  search(filter: DirectorySearch): Promise<BusinessProfileView[]> {
    return this.directory.search(filter);
  }

  /** One business; 404 when there is none with this id. */
  async profile(id: string): Promise<BusinessProfileView> {
    const view = await this.directory.findById(id);
    if (!view) throw ProfileErrors.notFound();
    return view;
  }

  /** The member's own business; null when they have none yet (an answer, not an error). */
  ownProfile(ownerId: string): Promise<BusinessProfileView | null> {
    return this.directory.findByOwner(ownerId);
  }
}
