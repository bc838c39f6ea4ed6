import { describe, expect, it } from '@jest/globals';
import { Argon2PasswordHasher } from '../../../src/modules/identity/adapters/crypto/argon2-password-hasher.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';

describe('password hashing cost', () => {
  it('is Argon2id at OWASP’s floor (19 MiB, 2 passes, 1 lane) as configured from any environment', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/none', PASSWORD_HASHING: 'fast', ARGON2_MEMORY_COST: '8' }, { sessionSecret: 'x' });
    expect(config.passwordHashing).toEqual({ memoryKib: 19_456, passes: 2 });
    const hash = await new Argon2PasswordHasher(config).hash('a perfectly fine passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('checks a hash made at another cost (each hash carries its own parameters)', async () => {
    const production = new Argon2PasswordHasher(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/none' }, { sessionSecret: 'x' }));
    const light = new Argon2PasswordHasher(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/none' }, { sessionSecret: 'x', passwordHashing: { memoryKib: 1024, passes: 1 } }));
    const made = await light.hash('a perfectly fine passphrase');
    expect(made).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await production.verify(made, 'a perfectly fine passphrase')).toBe(true);
    expect(await production.verify(made, 'another passphrase')).toBe(false);
  });
});
