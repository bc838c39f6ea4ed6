import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * An idle keep-alive connection outlives a person's pause (and the 60 s idle timeout of common proxies): with
 * Node's default 5 s the server closed it while clients still sent on it, and a client that does not retry
 * (an API client, the browser tests' request context) got ECONNRESET.
 */
describe('keep-alive connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t?.close());

  function get(socket: Socket): Promise<string> {
    return new Promise((resolve, reject) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (/\r\n\r\n[\s\S]*\}$/.test(text)) {
          socket.off('data', onData);
          resolve(text);
        }
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    });
  }

  it('keeps an idle connection open across a pause of more than 5 s, and answers the next request on it', async () => {
    const { port } = new URL(t.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let closedAt: number | null = null;
    socket.on('close', () => (closedAt = Date.now()));
    expect(await get(socket)).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closedAt).toBeNull();
    expect(await get(socket)).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  }, 20_000);
});
