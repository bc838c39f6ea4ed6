import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import passport from 'passport';
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
 * Passport keeps its serializers process-wide and never forgets one: registered by each app, a second app made
 * in the same process (a test file after another) had its members read by the first app's serializer, on a
 * database that app had closed. They are registered once, and ask the newest app still open.
 */
const open: SessionSerializer[] = [];
let registered = false;
function registerOnce(): void {
  if (registered) return;
  registered = true;
  const newest = () => open.at(-1);
  passport.serializeUser((user, done) => {
    const serializer = newest();
    if (serializer) serializer.serializeUser(user as AuthenticatedUser, done);
    else done(new Error('The app has closed'));
  });
  passport.deserializeUser((id: string, done) => {
    const serializer = newest();
    if (serializer) void serializer.deserializeUser(id, done);
    else done(new Error('The app has closed'));
  });
}

/**
 * The session holds only the user id; each request loads the user afresh, so a role change
 * or a deleted account takes effect at once.
 */
@Injectable()
export class SessionSerializer implements OnModuleDestroy {
  constructor(private readonly orm: MikroORM) {
    registerOnce();
    open.push(this);
  }

  onModuleDestroy(): void {
    const at = open.indexOf(this);
    if (at >= 0) open.splice(at, 1);
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
