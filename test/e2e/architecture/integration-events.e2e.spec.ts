import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The event types README.md lists under "Published for integrators". */
function documentedForIntegrators(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^### Published for integrators\s*$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/`([a-z-]+\.[a-z-]+\.v\d+)`/g)].map((m) => m[1]);
}

describe('contexts talk through integration events', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('every published integration event has a consumer in the product or is documented for integrators', () => {
    const published = app.app.get(DomainEventDispatcher).publishedTypes();
    const consumed = new Set(app.app.get(OutboxRelay).subscribedTypes());
    const documented = new Set(documentedForIntegrators());
    expect(published.length).toBeGreaterThan(5);
    const orphans = published.filter((type) => !consumed.has(type) && !documented.has(type));
    expect(orphans).toEqual([]);
  });

  it('every consumed integration event is published by some context', () => {
    const published = new Set<string>(app.app.get(DomainEventDispatcher).publishedTypes());
    const unpublished = app.app.get(OutboxRelay).subscribedTypes().filter((type) => !published.has(type));
    expect(unpublished).toEqual([]);
  });
});
