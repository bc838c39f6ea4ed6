import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';

/** The provider's customer for a member, created once and remembered. */
export interface CustomerAccountStore {
  find(userId: string): Promise<string | null>;
  remember(userId: string, customerId: string): Promise<void>;
}
export const CUSTOMER_ACCOUNT_STORE = Symbol('CustomerAccountStore');

@Injectable()
export class CustomerAccounts {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CUSTOMER_ACCOUNT_STORE) private readonly store: CustomerAccountStore,
  ) {}

  async customerFor(user: { id: string; email: string; name: string }): Promise<string> {
    const known = await this.store.find(user.id);
    if (known) return known;
    const customer = await this.gateway.createCustomer({ email: user.email, name: user.name, metadata: { userId: user.id } });
    await this.store.remember(user.id, customer.id);
    return customer.id;
  }
}
