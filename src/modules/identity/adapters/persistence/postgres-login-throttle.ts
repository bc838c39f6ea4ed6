import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared-kernel/infrastructure/config/app-config.js';
import { isOverLimit, type LoginThrottle, type ThrottleKeys } from '../../application/login-throttle.js';

/** Failed sign-ins kept in PostgreSQL so every instance sees the same counts. */
@Injectable()
export class PostgresLoginThrottle implements LoginThrottle {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isBlocked(keys: ThrottleKeys): Promise<boolean> {
    const { windowMinutes } = this.config.loginThrottle;
    const [row] = await this.em.fork().execute<{ account: string; ip: string }[]>(
      `SELECT count(*) FILTER (WHERE key = ?) AS account, count(*) FILTER (WHERE key = ?) AS ip
         FROM login_failure
        WHERE key IN (?, ?) AND failed_at > now() - make_interval(mins => ?)`,
      [`account:${keys.account}`, `ip:${keys.ip}`, `account:${keys.account}`, `ip:${keys.ip}`, windowMinutes],
    );
    return isOverLimit({ account: Number(row?.account ?? 0), ip: Number(row?.ip ?? 0) }, this.config.loginThrottle);
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const em = this.em.fork();
    await em.execute(`INSERT INTO login_failure (key) VALUES (?), (?)`, [`account:${keys.account}`, `ip:${keys.ip}`]);
    // Keep the table small: forget failures older than a day.
    if (Math.random() < 0.05) await em.execute(`DELETE FROM login_failure WHERE failed_at < now() - interval '1 day'`);
  }

  async clearAccount(account: string): Promise<void> {
    await this.em.fork().execute(`DELETE FROM login_failure WHERE key = ?`, [`account:${account}`]);
  }
}
