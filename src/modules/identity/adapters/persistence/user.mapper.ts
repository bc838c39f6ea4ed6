import { User, type UserState } from '../../domain/user.aggregate.js';
import type { UserRecord } from './user.schema.js';

/** Between the User aggregate and its app_user row; type-checked both ways. */
export const UserMapper = {
  toDomain(record: UserRecord): User {
    const state: UserState = {
      id: record.id,
      username: record.username,
      email: record.email,
      passwordHash: record.passwordHash,
      firstName: record.firstName,
      lastName: record.lastName,
      phone: record.phone,
      location: record.location,
      bio: record.bio,
      profileImageUrl: record.profileImageUrl,
      isAdmin: record.isAdmin,
      emailVerifiedAt: record.emailVerifiedAt ?? null,
      closedAt: record.closedAt ?? null,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    return User.restore(state);
  },

  toRecord(user: User): UserRecord {
    const state = user.toState();
    const record: UserRecord = {
      id: state.id,
      username: state.username,
      email: state.email,
      passwordHash: state.passwordHash,
      firstName: state.firstName,
      lastName: state.lastName,
      phone: state.phone,
      location: state.location,
      bio: state.bio,
      profileImageUrl: state.profileImageUrl,
      isAdmin: state.isAdmin,
      emailVerifiedAt: state.emailVerifiedAt,
      closedAt: state.closedAt,
      createdAt: state.createdAt,
      updatedAt: state.updatedAt,
    };
    return record;
  },
};
