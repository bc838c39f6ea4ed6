import { describe, expect, it } from '@jest/globals';
import { dayIn, isoTimestamp, isTimeZone, usDateIn, utcOffsetMs } from '../../../src/shared-kernel/domain.js';

describe('calendar dates where a time zone is', () => {
  const moment = new Date('2027-03-14T06:30:00Z'); // 22:30 on Mar 13 in Los Angeles, 07:30 on Mar 14 in Berlin

  it('gives the day where each zone is, the same answer however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(dayIn(moment, 'America/Los_Angeles')).toBe('2027-03-13');
      expect(dayIn(moment, 'Europe/Berlin')).toBe('2027-03-14');
      expect(usDateIn(moment, 'America/Los_Angeles')).toBe('Mar 13, 2027');
      expect(usDateIn(moment, 'UTC')).toBe('Mar 14, 2027');
    }
  });

  it('knows the wall clock offset on each side of a daylight-saving change', () => {
    expect(utcOffsetMs(new Date('2027-03-14T09:59:59Z'), 'America/Los_Angeles')).toBe(-8 * 3_600_000);
    expect(utcOffsetMs(new Date('2027-03-14T10:00:00Z'), 'America/Los_Angeles')).toBe(-7 * 3_600_000);
    expect(utcOffsetMs(moment, 'UTC')).toBe(0);
  });

  it('tells IANA zones from anything else', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus_Mons', '', 'x'.repeat(65), 42, null]) expect(isTimeZone(bad)).toBe(false);
  });
});

describe('moments as the API writes them', () => {
  it('writes exactly what toISOString writes: every field padded, milliseconds kept, in UTC', () => {
    expect(isoTimestamp(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(isoTimestamp(new Date('2027-12-31T23:59:59.999Z'))).toBe('2027-12-31T23:59:59.999Z');
    // A spread of moments over decades, every millisecond digit and field boundary met along the way.
    for (let t = Date.UTC(1970, 0, 1), i = 0; i < 5_000; i++, t += 345_599_937 + i) {
      const moment = new Date(t);
      expect(isoTimestamp(moment)).toBe(moment.toISOString());
    }
  });

  it('leaves years before 1000 or after 9999, and invalid dates, to toISOString', () => {
    expect(isoTimestamp(new Date('0999-06-01T00:00:00Z'))).toBe('0999-06-01T00:00:00.000Z');
    expect(isoTimestamp(new Date(Date.UTC(10_000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoTimestamp(new Date('not a date'))).toThrow(RangeError);
  });
});
