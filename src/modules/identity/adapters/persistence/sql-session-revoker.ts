import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SessionRevoker } from '../../application/session-revoker.port.js';

/** Sessions are connect-pg-simple rows (sid, sess json with passport.user = the user id, expire). */
@Injectable()
export class SqlSessionRevoker implements SessionRevoker {
  constructor(private readonly em: EntityManager) {}

  async endSessionsOf(userId: string, keep?: string): Promise<number> {
    const rows = await this.em.execute<{ sid: string }[]>(
      `DELETE FROM session WHERE sess -> 'passport' ->> 'user' = ? AND sid <> ? RETURNING sid`,
      [userId, keep ?? ''],
    );
    return rows.length;
  }
}
