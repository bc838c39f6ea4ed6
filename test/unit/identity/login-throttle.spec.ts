import { describe, expect, it } from '@jest/globals';
import { isOverLimit, throttleKeys } from '../../../src/modules/identity/application/login-throttle.js';

describe('login throttle rules', () => {
  const limits = { maxFailuresPerAccount: 5, maxFailuresPerIp: 20 };

  it('counts one account however its name is typed', () => {
    expect(throttleKeys('  Grace_H ', '10.0.0.1')).toEqual({ account: 'grace_h', ip: '10.0.0.1' });
    expect(throttleKeys('GRACE@Example.org', '::1').account).toBe('grace@example.org');
  });

  it('blocks once the account or the address reaches its limit, not before', () => {
    expect(isOverLimit({ account: 4, ip: 19 }, limits)).toBe(false);
    expect(isOverLimit({ account: 5, ip: 0 }, limits)).toBe(true);
    expect(isOverLimit({ account: 0, ip: 20 }, limits)).toBe(true);
  });
});
