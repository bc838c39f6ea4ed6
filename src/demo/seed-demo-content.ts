import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { EnsureAdminAccount, RegisterUser } from '../modules/identity/index.js';
import { DomainError } from '../shared-kernel/domain/domain-error.js';

/** The demo accounts the README names. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin-password-2026', email: 'admin@faithcollective.example' };
export const DEMO_MEMBER = { username: 'demo', password: 'demo-password-2026', email: 'demo@faithcollective.example' };

const MEMBERS = [
  { username: 'demo', email: DEMO_MEMBER.email, firstName: 'Grace', lastName: 'Whitfield', phone: '(615) 555-0101' },
  { username: 'pastor.james', email: 'james@faithcollective.example', firstName: 'James', lastName: 'Okafor', phone: '(615) 555-0102' },
  { username: 'maria.santos', email: 'maria@faithcollective.example', firstName: 'Maria', lastName: 'Santos', phone: '(615) 555-0103' },
  { username: 'david.lee', email: 'david@faithcollective.example', firstName: 'David', lastName: 'Lee', phone: '(615) 555-0104' },
];

/**
 * Seeds a living demo platform through the contexts' own use cases, so demo data obeys every
 * rule real data does. Safe to run at every start: what exists is left alone.
 */
export async function seedDemoContent(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  await RequestContext.create(orm.em.fork(), async () => {
    await app.get(EnsureAdminAccount).execute({ ...DEMO_ADMIN, firstName: 'Ruth', lastName: 'Admin' });
    const register = app.get(RegisterUser);
    for (const member of MEMBERS) {
      try {
        await register.execute({ ...member, password: DEMO_MEMBER.password });
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
  });
}
