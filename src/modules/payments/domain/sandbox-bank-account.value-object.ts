import { DomainError } from '../../../shared-kernel/domain.js';

/** Stripe's test routing number for US bank accounts. */
export const TEST_ROUTING_NUMBER = '110000000';

/** Stripe's test account numbers the sandbox knows: null succeeds, otherwise the failure's code and words. */
const OUTCOMES: ReadonlyMap<string, { code: string; message: string } | null> = new Map([
  ['000123456789', null],
  ['000111111116', { code: 'account_closed', message: 'The bank account has been closed.' }],
  ['000222222227', { code: 'insufficient_funds', message: 'The bank account has insufficient funds.' }],
]);

export const SandboxBankErrors = {
  routing: () =>
    DomainError.validation('routingNumber', `The routing number is not valid. This is test mode: use ${TEST_ROUTING_NUMBER}.`, 'invalid_routing_number'),
  account: () =>
    DomainError.validation(
      'accountNumber',
      'The account number is not valid. This is test mode: use 000123456789 (succeeds), 000111111116 (account closed) or 000222222227 (insufficient funds).',
      'invalid_account_number',
    ),
};

/**
 * A US bank account typed into the sandbox's bank form, with the outcome Stripe's test mode gives it days later: the
 * payment is `processing` first whatever the account, then succeeds or fails as its test number says. Spaces and
 * dashes are ignored; any other routing or account number is refused at once (400), as a real form would.
 */
export class SandboxBankAccount {
  private constructor(
    /** Null when the payment will succeed; otherwise the failure the donor is told of. */
    readonly failure: { code: string; message: string } | null,
  ) {}

  static of(account: { routingNumber: string; accountNumber: string }): SandboxBankAccount {
    const routing = account.routingNumber.replace(/[\s-]/g, '');
    const number = account.accountNumber.replace(/[\s-]/g, '');
    if (routing !== TEST_ROUTING_NUMBER) throw SandboxBankErrors.routing();
    const outcome = OUTCOMES.get(number);
    if (outcome === undefined) throw SandboxBankErrors.account();
    return new SandboxBankAccount(outcome);
  }
}
