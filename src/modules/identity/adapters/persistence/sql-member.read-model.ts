import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cursor, type Page, pageOf } from '../../../../shared-kernel/application.js';
import type { MemberListItem, MemberReadModel, MemberSearch } from '../../application/member-administration.facade.js';

interface Row {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  location: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  created_at: Date | string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class SqlMemberReadModel implements MemberReadModel {
  constructor(private readonly em: EntityManager) {}

  async search(filter: MemberSearch): Promise<Page<MemberListItem>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const text = filter.text?.trim();
    if (text) {
      // Case-insensitive on first name, last name, email or username: one lower-cased column
      // with a trigram index (see the admin-search migration).
      where.push('search_text LIKE ?');
      params.push(`%${escapeLike(text.toLowerCase())}%`);
    }
    const after = Cursor.decode(filter.cursor, ['date', 'uuid'] as const);
    if (after) {
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(after[0].toISOString(), after[1]);
    }
    const rows = await this.em.execute<Row[]>(
      `SELECT id, username, email, first_name, last_name, phone, location, profile_image_url, is_admin, created_at
         FROM app_user ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, filter.limit + 1],
    );
    const items = rows.map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      phone: r.phone,
      location: r.location,
      profileImageUrl: r.profile_image_url,
      isAdmin: r.is_admin,
      createdAt: new Date(r.created_at),
    }));
    return pageOf(items, filter.limit, (last) => [last.createdAt, last.id]);
  }

  async newMembersPerWeek(weeks: number): Promise<{ week: string; count: number }[]> {
    const rows = await this.em.execute<{ week: Date | string; n: string }[]>(
      `SELECT w.week, count(u.id) AS n
         FROM generate_series(date_trunc('week', now()) - make_interval(weeks => ? - 1), date_trunc('week', now()), interval '1 week') AS w(week)
         LEFT JOIN app_user u ON u.created_at >= w.week AND u.created_at < w.week + interval '1 week'
        GROUP BY w.week ORDER BY w.week`,
      [weeks],
    );
    return rows.map((r) => ({ week: new Date(r.week).toISOString().slice(0, 10), count: Number(r.n) }));
  }
}
