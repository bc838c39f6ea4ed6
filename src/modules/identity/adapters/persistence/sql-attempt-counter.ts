import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Counters of attempts per key over a fixed window (sign-ins, registrations), in PostgreSQL so
 * that every instance sees the same counts. Counting is ONE statement that increments and
 * answers the new count (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): concurrent attempts
 * are serialised on the row, none is missed and no two see the same count.
 */
@Injectable()
export class SqlAttemptCounter {
  constructor(private readonly em: EntityManager) {}

  /** Counts one attempt under each key; answers the counts within the window, this attempt included, in the keys' order. */
  async count(keys: string[], windowMinutes: number): Promise<number[]> {
    // Rows are locked in one order (sorted keys) so that two attempts never wait on each other.
    const sorted = [...new Set(keys)].sort();
    const rows = await this.em.fork().execute<{ key: string; count: number }[]>(
      `INSERT INTO attempt_counter (key, count, window_started_at)
       VALUES ${sorted.map(() => '(?, 1, now())').join(', ')}
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN attempt_counter.window_started_at > now() - make_interval(mins => ?)
                      THEN attempt_counter.count + 1 ELSE 1 END,
         window_started_at = CASE WHEN attempt_counter.window_started_at > now() - make_interval(mins => ?)
                      THEN attempt_counter.window_started_at ELSE now() END
       RETURNING key, count`,
      [...sorted, windowMinutes, windowMinutes],
    );
    const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
    if (Math.random() < 0.02) await this.forgetOld();
    return keys.map((key) => counts.get(key) ?? 0);
  }

  /** Starts the key's count again. */
  async reset(key: string): Promise<void> {
    await this.em.fork().execute(`DELETE FROM attempt_counter WHERE key = ?`, [key]);
  }

  /** Gives one attempt back to the key. */
  async refund(key: string): Promise<void> {
    await this.em.fork().execute(`UPDATE attempt_counter SET count = greatest(count - 1, 0) WHERE key = ?`, [key]);
  }

  /** Keeps the table small: counters whose window ended a day ago are of no use. */
  private async forgetOld(): Promise<void> {
    await this.em.fork().execute(`DELETE FROM attempt_counter WHERE window_started_at < now() - interval '1 day'`);
  }
}
