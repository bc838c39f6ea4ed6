import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { AuthenticatedUser } from '../../../../shared-kernel/application/authenticated-user.js';
import { User } from '../../domain/user.aggregate.js';

export function toAuthenticatedUser(user: User): AuthenticatedUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
  };
}

/**
 * The session holds only the user id; each request loads the user afresh, so a role change
 * or a deleted account takes effect at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  serializeUser(user: AuthenticatedUser, done: (err: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  async deserializeUser(id: string, done: (err: unknown, user?: AuthenticatedUser | false) => void): Promise<void> {
    try {
      // Runs in express middleware, before the ORM's request context: use a fork of its own.
      const user = await this.orm.em.fork().findOne(User, { id });
      done(null, user ? toAuthenticatedUser(user) : false);
    } catch (error) {
      done(error);
    }
  }
}
