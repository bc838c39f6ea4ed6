import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CustomerAccountStore } from '../../application/customer-accounts.service.js';

/** Members' provider customer ids, in payment_customer. */
@Injectable()
export class SqlCustomerAccountStore implements CustomerAccountStore {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<string | null> {
    const rows = await this.em.execute<{ customer_id: string }[]>(`SELECT customer_id FROM payment_customer WHERE user_id = ?`, [userId]);
    return rows[0]?.customer_id ?? null;
  }

  async remember(userId: string, customerId: string): Promise<void> {
    await this.em.execute(`INSERT INTO payment_customer (user_id, customer_id) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`, [
      userId,
      customerId,
    ]);
  }
}
