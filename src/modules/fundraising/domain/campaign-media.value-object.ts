import { isMediaReference } from '../../../shared-kernel/domain.js';
import { CampaignErrors } from './campaign.errors.js';

/** A picture or video a campaign shows: an upload of this platform (/uploads/...) or an http(s) URL. */
export class MediaReference {
  private constructor(readonly value: string) {}

  /** `field` names the form field in the refusal. */
  static of(value: string, field: string): MediaReference {
    const trimmed = value.trim();
    if (!isMediaReference(trimmed)) throw CampaignErrors.invalidMedia(field);
    return new MediaReference(trimmed);
  }

  /** Nothing for null or blank, as forms send an emptied field. */
  static optional(value: string | null, field: string): MediaReference | null {
    return value === null || value.trim() === '' ? null : MediaReference.of(value, field);
  }
}

/** The gallery beside the main image: at most ten pictures. */
export class AdditionalImages {
  static readonly MAX = 10;

  private constructor(readonly values: readonly string[]) {}

  static readonly none = new AdditionalImages([]);

  /** Blank entries (a removed picker row) are dropped, not refused. */
  static of(values: readonly string[]): AdditionalImages {
    const given = values.filter((v) => v.trim() !== '');
    if (given.length > AdditionalImages.MAX) throw CampaignErrors.tooManyImages();
    return new AdditionalImages(given.map((v) => MediaReference.of(v, 'additionalImages').value));
  }
}
