import { EntitySchema } from '@mikro-orm/core';

/** A row of app_user as MikroORM maps it (payment_customer_id and search_text are not mapped: unused here, generated). */
export class UserRecord {
  id!: string;
  username!: string;
  email!: string;
  passwordHash!: string;
  firstName!: string | null;
  lastName!: string | null;
  phone!: string | null;
  location!: string | null;
  bio!: string | null;
  profileImageUrl!: string | null;
  isAdmin!: boolean;
  emailVerifiedAt!: Date | null;
  closedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export const UserSchema = new EntitySchema<UserRecord>({
  class: UserRecord,
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
    emailVerifiedAt: { type: 'Date', nullable: true },
    closedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
