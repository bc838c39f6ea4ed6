import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isMediaReference, Money } from '../../../../../shared-kernel/domain.js';
import { AdditionalImages } from '../../../domain/campaign-media.value-object.js';
import { CampaignMessages } from '../../../domain/campaign.errors.js';
import { Goal } from '../../../domain/goal.value-object.js';
import { isTimeZone } from '../../../../../shared-kernel/domain.js';

/** Campaign form fields' edge checks, in the domain's words (CampaignMessages). */

/** Strings arrive trimmed; anything else as it came (and is refused by the type check). */
export const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Dollars as a JSON number or a plain decimal string ("2500.50") become Money; anything else ("5,00", "$5") stays and is refused. */
export const ParsedDollars = () => Transform(({ value }: { value: unknown }) => Money.parseDollars(value) ?? value);

/** A goal that is there but is not a plain amount of dollars (Money.parseDollars refused it). */
export const GOAL_FORMAT_MESSAGE = 'Goal must be a number of dollars with at most two decimal places';

/** Not an attempt at a number at all ('lots', missing): the spec's 'Goal must be a positive number' says it. */
const isNotANumberAttempt = (v: unknown) => v instanceof Money || !(typeof v === 'number' || (typeof v === 'string' && /\d/.test(v)));

export function IsPositiveAmount(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPositiveAmount',
      validator: {
        validate: (v) => v instanceof Money && v.isPositive(),
        defaultMessage: (args) => (isNotANumberAttempt(args?.value) ? CampaignMessages.invalidGoal : GOAL_FORMAT_MESSAGE),
      },
    },
    options,
  );
}

export function IsWithinGoalLimit(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isWithinGoalLimit', validator: { validate: (v) => v instanceof Money && v.cents <= Goal.MAX.cents, defaultMessage: () => CampaignMessages.goalTooLarge } },
    options,
  );
}

const isMediaOrBlank = (v: unknown) => typeof v === 'string' && (v.trim() === '' || isMediaReference(v.trim()));

/** An uploaded file or an http(s) URL; blank means none. (null is let through by @IsOptional.) */
export function IsMediaReferenceOrBlank(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isMediaReferenceOrBlank', validator: { validate: isMediaOrBlank, defaultMessage: () => CampaignMessages.invalidMedia } },
    options,
  );
}

const given = (list: unknown[]) => list.filter((v) => !(typeof v === 'string' && v.trim() === ''));

/** At most ten pictures, not counting blank rows. */
export function HasAtMostTenImages(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasAtMostTenImages',
      validator: { validate: (v) => Array.isArray(v) && given(v).length <= AdditionalImages.MAX, defaultMessage: () => CampaignMessages.tooManyImages },
    },
    options,
  );
}

/** Every picture an uploaded file or an http(s) URL (blank rows are dropped later). */
export function HasOnlyMediaReferences(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'hasOnlyMediaReferences', validator: { validate: (v) => Array.isArray(v) && v.every(isMediaOrBlank), defaultMessage: () => CampaignMessages.invalidMedia } },
    options,
  );
}

/** The latest moment a value may mean: a calendar day (YYYY-MM-DD) ends at 23:59:59 in the last time zone (UTC-12). */
function latestMomentOf(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T23:59:59Z`) + 12 * 3_600_000;
  return new Date(value).getTime();
}

/** A moment after now (a day is checked exactly in the organiser's zone by the domain's EndDate). */
export function IsInTheFuture(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isInTheFuture', validator: { validate: (v) => typeof v === 'string' && latestMomentOf(v) > Date.now(), defaultMessage: () => CampaignMessages.endDateInPast } },
    options,
  );
}

/** An IANA time zone name such as America/Los_Angeles. */
export function IsTimeZone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isTimeZone', validator: { validate: (v) => isTimeZone(v), defaultMessage: () => 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
    options,
  );
}
