import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { PhoneNumber } from '../domain/phone-number.value-object.js';
import { ProfileImage } from '../domain/profile-image.value-object.js';
import type { User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

/** A field left out stays as it is; null or blank clears it. */
export interface UpdateProfileCommand {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
}

function optional<T>(text: string | null | undefined, parse: (text: string) => T): T | null | undefined {
  if (text === undefined) return undefined;
  return text === null || text.trim() === '' ? null : parse(text);
}

@Injectable()
export class UpdateProfile {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, command: UpdateProfileCommand): Promise<User> {
    const changes = {
      firstName: command.firstName,
      lastName: command.lastName,
      phone: optional(command.phone, PhoneNumber.of),
      location: command.location,
      bio: command.bio,
      profileImage: optional(command.profileImageUrl, ProfileImage.of),
    };
    return this.uow.run(async () => {
      const user = await this.users.findByIdForUpdate(userId);
      if (!user) throw UserErrors.notFound();
      user.updateProfile(changes, this.clock.now());
      await this.users.save(user);
      return user;
    });
  }
}
