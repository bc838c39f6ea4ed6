import { EmailAddress } from '../../../shared-kernel/domain.js';
import { DonationErrors } from './donation.errors.js';

const MAX_NAME = 100;

/** A donor who gives without an account: first and last name and an email for the receipt. */
export class GuestDonor {
  private constructor(
    readonly firstName: string,
    readonly lastName: string,
    readonly email: EmailAddress,
  ) {}

  /**
   * All three are required ('Missing Information'), the email must be an email address
   * ('Invalid Email'). Names are trimmed (and kept to 100 characters), the email lower-cased.
   */
  static of(details: { firstName: string; lastName: string; email: string } | null): GuestDonor {
    const firstName = details?.firstName.trim() ?? '';
    const lastName = details?.lastName.trim() ?? '';
    const email = details?.email.trim() ?? '';
    if (!firstName || !lastName || !email) throw DonationErrors.missingGuestInfo();
    const address = EmailAddress.parse(email.toLowerCase());
    if (!address) throw DonationErrors.invalidGuestEmail();
    return new GuestDonor(firstName.slice(0, MAX_NAME), lastName.slice(0, MAX_NAME), address);
  }
}
