import type { FormRule as Rule } from 'antd';
import { isWebAddress } from '../../../components/campaign/video';

/** The spec's campaign rules (section 5), shared by create and edit. */
export const MAX_GOAL = 10_000_000;
export const MAX_ADDITIONAL_IMAGES = 10;

export const titleRules: Rule[] = [
  {
    validator: (_, value?: string) => {
      const text = (value ?? '').trim();
      if (text.length < 5) return Promise.reject(new Error('Title must be at least 5 characters'));
      if (text.length > 120) return Promise.reject(new Error('Title must be at most 120 characters'));
      return Promise.resolve();
    },
  },
];

export const descriptionRules: Rule[] = [
  {
    validator: (_, value?: string) =>
      (value ?? '').trim().length >= 20
        ? Promise.resolve()
        : Promise.reject(new Error('Description must be at least 20 characters')),
  },
];

export const goalRules: Rule[] = [
  {
    validator: (_, value?: string | number) => {
      const text = String(value ?? '').trim();
      const amount = Number(text);
      if (!text || !Number.isFinite(amount) || amount <= 0) return Promise.reject(new Error('Goal must be a positive number'));
      // As the server reads dollars (Money.parseDollars): no guessing at "1e3" or a third decimal place.
      if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(text)) {
        return Promise.reject(new Error('Goal must be a number of dollars with at most two decimal places'));
      }
      if (amount > MAX_GOAL) return Promise.reject(new Error('Goal must be at most $10,000,000'));
      return Promise.resolve();
    },
  },
];

export const webAddressRules: Rule[] = [
  {
    validator: (_, value?: string) =>
      !value?.trim() || isWebAddress(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error('Please enter a full web address, starting with https://')),
  },
];

/** yyyy-mm-dd of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return isoDay(date);
}

/**
 * The chosen day and the organizer's time zone: the server ends the campaign at 23:59:59 of that day there,
 * and shows that day to everyone.
 */
export function endDateOf(day: string | undefined): { endDate: string | null; endTimeZone?: string } {
  if (!day) return { endDate: null };
  return { endDate: day, endTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

export const endDateRules: Rule[] = [
  {
    validator: (_, value?: string) => {
      if (!value) return Promise.resolve();
      const end = new Date(`${value}T23:59:59`);
      if (Number.isNaN(end.getTime())) return Promise.reject(new Error('End date must be a valid date'));
      if (end.getTime() <= Date.now()) return Promise.reject(new Error('End date must be in the future'));
      return Promise.resolve();
    },
  },
];
