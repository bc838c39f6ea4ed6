import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { AuthenticatedUser } from '../../../../shared-kernel/application.js';
import type { User } from '../../domain/user.aggregate.js';

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
      // Runs in express middleware on every signed-in request, before the ORM's request context:
      // one plain query on a fork of its own, no entity hydration.
      const [row] = await this.orm.em
        .fork()
        .execute<{ id: string; username: string; email: string; first_name: string | null; last_name: string | null; is_admin: boolean }[]>(
          'SELECT id, username, email, first_name, last_name, is_admin FROM app_user WHERE id = ? AND closed_at IS NULL',
          [id],
        );
      done(
        null,
        row
          ? { id: row.id, username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name, isAdmin: row.is_admin }
          : false,
      );
    } catch (error) {
      done(error);
    }
  }
}
