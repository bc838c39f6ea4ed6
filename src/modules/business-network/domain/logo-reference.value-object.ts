import { isMediaReference } from '../../../shared-kernel/domain.js';
import { ProfileErrors, ProfileMessages } from './business-profile.errors.js';

/** The company logo: an upload of this platform (/uploads/...) or an http(s) image address. */
export class LogoReference {
  private constructor(readonly value: string) {}

  /** null when the text is empty (no logo). */
  static optional(text: string | null | undefined): LogoReference | null {
    const value = (text ?? '').trim();
    if (value === '') return null;
    if (!isMediaReference(value)) throw ProfileErrors.invalid('logo', ProfileMessages.logo);
    return new LogoReference(value);
  }
}
