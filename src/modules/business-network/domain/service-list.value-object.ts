import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** The services a business offers: trimmed, without blanks or repeats, 20 at most, 60 characters each. */
export class ServiceList {
  static readonly MAX_ITEMS = 20;
  static readonly MAX_LENGTH = 60;

  private constructor(readonly items: readonly string[]) {}

  /** The services as they will be kept: trimmed, blanks and repeats dropped. */
  static normalize(services: readonly string[]): string[] {
    return [...new Set(services.map((s) => s.trim()).filter(Boolean))];
  }

  static of(services: readonly string[]): ServiceList {
    const items = ServiceList.normalize(services);
    if (items.length > ServiceList.MAX_ITEMS) throw ProfileErrors.invalid('services', ProfileMessages.tooManyServices);
    if (items.some((s) => s.length > ServiceList.MAX_LENGTH)) {
      throw ProfileErrors.invalid('services', ProfileMessages.tooLong(ServiceList.MAX_LENGTH));
    }
    return new ServiceList(items);
  }
}
