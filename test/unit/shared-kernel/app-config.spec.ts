import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';

const BASE = { DATA_DIR: '/tmp/fc-config-unit', SESSION_SECRET: 'a-session-secret-of-some-length' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('takes an empty environment with its defaults', () => {
    const config = loadConfig(BASE);
    expect(config.port).toBe(3000);
    expect(config.outboxPollMs).toBe(250);
    expect(config.loginThrottle).toEqual({ maxFailuresPerAccount: 10, maxFailuresPerIp: 20, windowMinutes: 15 });
    expect(config.stripe).toBeNull();
    expect(config.demoData).toBe(true);
    expect(config.preparedStatements).toBe(true);
    expect(config.databasePoolSize).toBe(10);
  });

  it('takes good values', () => {
    const config = loadConfig({
      ...BASE,
      PORT: '8080',
      OUTBOX_POLL_MS: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '50',
      DEMO_DATA: 'off',
      DATABASE_PREPARED_STATEMENTS: 'off',
      DATABASE_POOL_SIZE: '4',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://faith.example/',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.port).toBe(8080);
    expect(config.outboxPollMs).toBe(1000);
    expect(config.loginThrottle.maxFailuresPerIp).toBe(50);
    expect(config.demoData).toBe(false);
    expect(config.preparedStatements).toBe(false);
    expect(config.databasePoolSize).toBe(4);
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://faith.example');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiHost: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('treats empty values as unset (docker compose passes empty ones)', () => {
    expect(problems({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', TRUST_PROXY: '', PORT: '' })).toEqual([]);
  });

  it('refuses garbage numbers instead of falling back to defaults', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT="abc" is not valid: it must be a whole number from 1 to 65535.']);
    expect(problems({ PORT: '70000' })).toHaveLength(1);
    expect(problems({ PORT: '3000abc' })).toHaveLength(1);
    expect(problems({ OUTBOX_POLL_MS: '-5' })).toEqual(['OUTBOX_POLL_MS="-5" is not valid: it must be a whole number from 10 to 3600000.']);
    expect(problems({ LOGIN_MAX_FAILURES_PER_IP: 'x' })).toEqual(['LOGIN_MAX_FAILURES_PER_IP="x" is not valid: it must be a whole number from 1 to 1000000.']);
    expect(problems({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' })).toHaveLength(1);
    expect(problems({ DATABASE_POOL_SIZE: '0' })).toEqual(['DATABASE_POOL_SIZE="0" is not valid: it must be a whole number from 1 to 1000.']);
  });

  it('refuses Stripe keys without the webhook secret (and the other way round)', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set but STRIPE_WEBHOOK_SECRET is not: Stripe payments needs all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET.',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_1' })).toHaveLength(1);
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toHaveLength(1);
  });

  it('refuses switches, levels and URLs it does not understand', () => {
    expect(problems({ DEMO_DATA: 'maybe' })).toEqual(['DEMO_DATA="maybe" is not a switch: use on or off.']);
    expect(problems({ LOG_LEVEL: 'loud' })).toHaveLength(1);
    expect(problems({ PUBLIC_URL: 'faith.example' })).toHaveLength(1);
    expect(problems({ PUBLIC_URL: 'https://faith.example/app' })).toHaveLength(1);
    expect(problems({ DATABASE_URL: 'mysql://x@y/z' })).toHaveLength(1);
    expect(problems({ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'b' })).toHaveLength(1);
    expect(problems({ ADMIN_USERNAME: 'root' })).toHaveLength(1);
    expect(problems({ S3_REGION: 'us-east-1' })).toEqual(['S3_REGION is set but S3_BUCKET is not: uploads go to S3 only when S3_BUCKET names the bucket.']);
    expect(problems({ SESSION_SECRET: 'short' })).toHaveLength(1);
  });

  it('lists every problem together in one error', () => {
    let error: unknown;
    try {
      loadConfig({ ...BASE, PORT: 'abc', OUTBOX_POLL_MS: '-5', LOGIN_MAX_FAILURES_PER_IP: 'x', STRIPE_SECRET_KEY: 'sk_test_1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problemsFound = (error as ConfigError).problems;
    expect(problemsFound).toHaveLength(4);
    expect((error as ConfigError).message).toMatch(/^The configuration has 4 problems:\n {2}- PORT="abc"/);
  });

  it('names the organization on statements: defaults with a placeholder EIN, configured values, a bad EIN refused', () => {
    const defaults = loadConfig(BASE).organization;
    expect(defaults.name).toBe('Faith Collective');
    expect(defaults.ein).toBe('00-0000000');
    expect(defaults.taxStatement).toMatch(/^Faith Collective is a tax-exempt organization under Section 501\(c\)\(3\) of the Internal Revenue Code \(EIN 00-0000000\)\./);

    const set = loadConfig({ ...BASE, ORGANIZATION_NAME: 'Grace Fellowship Inc.', ORGANIZATION_EIN: '12-3456789' }).organization;
    expect(set).toMatchObject({ name: 'Grace Fellowship Inc.', ein: '12-3456789' });
    expect(set.taxStatement).toContain('Grace Fellowship Inc. is a tax-exempt organization');
    expect(set.taxStatement).toContain('(EIN 12-3456789)');
    expect(loadConfig({ ...BASE, ORGANIZATION_TAX_STATEMENT: 'Our own words.' }).organization.taxStatement).toBe('Our own words.');

    expect(problems({ ORGANIZATION_EIN: '123456789' })).toEqual([
      'ORGANIZATION_EIN="123456789" is not an EIN: write it as two digits, a dash and seven digits (e.g. 12-3456789).',
    ]);
    expect(problems({ ORGANIZATION_NAME: 'x'.repeat(121) })).toEqual(['ORGANIZATION_NAME is too long: use at most 120 characters.']);
  });

  it('still reads the ORGANISATION_* settings when the ORGANIZATION_* ones are unset, with a one-line notice for each', () => {
    expect(loadConfig(BASE).deprecations).toEqual([]);
    expect(loadConfig({ ...BASE, ORGANIZATION_NAME: 'Grace Fellowship Inc.' }).deprecations).toEqual([]);

    const old = loadConfig({
      ...BASE,
      ORGANISATION_NAME: 'Grace Fellowship Inc.',
      ORGANISATION_EIN: '12-3456789',
      ORGANISATION_ADDRESS: '1 Chapel Row, Ephesus, TN 37000',
      ORGANISATION_TAX_STATEMENT: 'Our own words.',
    });
    expect(old.organization).toEqual({ name: 'Grace Fellowship Inc.', ein: '12-3456789', address: '1 Chapel Row, Ephesus, TN 37000', taxStatement: 'Our own words.' });
    expect(old.deprecations).toEqual([
      'ORGANISATION_NAME is deprecated: use ORGANIZATION_NAME',
      'ORGANISATION_EIN is deprecated: use ORGANIZATION_EIN',
      'ORGANISATION_ADDRESS is deprecated: use ORGANIZATION_ADDRESS',
      'ORGANISATION_TAX_STATEMENT is deprecated: use ORGANIZATION_TAX_STATEMENT',
    ]);

    // Both set: the new name wins; the old one is still pointed out.
    const both = loadConfig({ ...BASE, ORGANIZATION_NAME: 'New Name', ORGANISATION_NAME: 'Old Name' });
    expect(both.organization.name).toBe('New Name');
    expect(both.deprecations).toEqual(['ORGANISATION_NAME is deprecated: use ORGANIZATION_NAME']);

    // A wrong value under the old name is refused under that name.
    expect(problems({ ORGANISATION_EIN: '123456789' })).toEqual([
      'ORGANISATION_EIN="123456789" is not an EIN: write it as two digits, a dash and seven digits (e.g. 12-3456789).',
    ]);
  });
});
