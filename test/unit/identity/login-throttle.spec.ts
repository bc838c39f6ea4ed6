import { describe, expect, it } from '@jest/globals';
import { isOverLimit, throttleKeys } from '../../../src/modules/identity/application/login-throttle.port.js';

describe('login throttle rules', () => {
  const limits = { maxFailuresPerAccount: 5, maxFailuresPerIp: 20 };

  it('counts a known account under its id, however it was named', () => {
    expect(throttleKeys('  Grace_H ', '10.0.0.1', 'u-1')).toEqual({ account: 'user:u-1', ip: '10.0.0.1' });
    expect(throttleKeys('GRACE@Example.org', '::1', 'u-1').account).toBe('user:u-1');
  });

  it('counts an unknown name under the name, lower-cased', () => {
    expect(throttleKeys('  NoBody ', '10.0.0.1', null)).toEqual({ account: 'login:nobody', ip: '10.0.0.1' });
  });

  it('evaluates attempts up to the limit, this attempt included, and refuses the next', () => {
    expect(isOverLimit({ account: 5, ip: 20 }, limits)).toBe(false);
    expect(isOverLimit({ account: 6, ip: 1 }, limits)).toBe(true);
    expect(isOverLimit({ account: 1, ip: 21 }, limits)).toBe(true);
  });
});
