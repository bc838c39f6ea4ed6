import request from 'supertest';
import type { TestApp } from './test-app.js';

export type Agent = ReturnType<typeof request.agent>;

let counter = 0;

/** Registers a fresh member and returns an agent signed in as them. */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}): Promise<{ agent: Agent; user: { id: string; username: string } }> {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const agent = request.agent(t.app.getHttpServer());
  const res = await agent.post('/api/register').send({
    username: `member_${n}`,
    password: 'a good long password',
    email: `member_${n}@example.org`,
    firstName: 'Test',
    lastName: `Member ${n}`,
    phone: '(615) 555-0100',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body };
}

/** An agent signed in as an administrator created through the ADMIN_* start-up path. */
export async function signInAsAdmin(t: TestApp): Promise<Agent> {
  const { EnsureAdminAccount } = await import('../../src/modules/identity/index.js');
  const username = `admin_${(counter++).toString(36)}${Date.now().toString(36)}`;
  await t.inContext(() =>
    t.app.get(EnsureAdminAccount).execute({ username, password: 'admin password 2026', email: `${username}@example.org` }),
  );
  const agent = request.agent(t.app.getHttpServer());
  const res = await agent.post('/api/login').send({ usernameOrEmail: username, password: 'admin password 2026' });
  if (res.status !== 200 || !res.body.isAdmin) throw new Error(`admin sign-in failed: ${res.status}`);
  return agent;
}
