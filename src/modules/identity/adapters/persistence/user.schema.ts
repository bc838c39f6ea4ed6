import { EntitySchema } from '@mikro-orm/core';
import { User } from '../../domain/user.aggregate.js';

/** Maps the plain User aggregate to the app_user table; the domain class carries no ORM decorations. */
export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'app_user',
  properties: {
    id: { type: 'uuid', primary: true },
    username: { type: 'text' },
    email: { type: 'text' },
    passwordHash: { type: 'text' },
    firstName: { type: 'text', nullable: true },
    lastName: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
    location: { type: 'text', nullable: true },
    bio: { type: 'text', nullable: true },
    profileImageUrl: { type: 'text', nullable: true },
    isAdmin: { type: 'boolean' },
    paymentCustomerId: { type: 'text', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  } as never,
});
