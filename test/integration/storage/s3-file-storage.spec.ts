import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import request from 'supertest';
import { S3FileStorage } from '../../../src/shared-kernel/infrastructure/storage/s3-file-storage.js';
import { signUp } from '../../support/http.js';
import { PNG_1X1 } from '../../support/files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The real AWS SDK against s3rver, a local server speaking the S3 protocol. */
describe('S3FileStorage', () => {
  let server: S3rver;
  let endpoint: string;
  const bucket = 'faith-collective-test';
  /** Scratch directories, removed when the suite ends. */
  const scratch: string[] = [];
  const scratchDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    scratch.push(dir);
    return dir;
  };

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: scratchDir('fc-s3rver-'),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  function storage(): S3FileStorage {
    return new S3FileStorage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  }

  it('puts a file, reads it whole and by range, and deletes it', async () => {
    const path = join(scratchDir('fc-s3-'), 'upload.bin');
    writeFileSync(path, Buffer.from('0123456789'));
    await storage().put('sample.bin', path, 'application/octet-stream', 10);

    const whole = await storage().open('sample.bin');
    expect(whole?.contentType).toBe('application/octet-stream');
    expect((await streamToBuffer(whole!.stream)).toString()).toBe('0123456789');

    const part = await storage().open('sample.bin', { start: 2, end: 5 });
    expect(part?.range).toEqual({ start: 2, end: 5, total: 10 });
    expect((await streamToBuffer(part!.stream)).toString()).toBe('2345');

    await storage().delete('sample.bin');
    expect(await storage().open('sample.bin')).toBeNull();
  });

  describe('the app with S3 settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
      });
    });
    afterAll(() => t?.close());

    it('uploads to the bucket and serves the file back from it', async () => {
      const { agent } = await signUp(t);
      const res = await agent.post('/api/upload').attach('image', PNG_1X1, { filename: 'a.png', contentType: 'image/png' });
      expect(res.status).toBe(200);
      const key = res.body.url.replace('/uploads/', '');
      const stored = await storage().open(key);
      expect(stored?.contentType).toBe('image/png');
      const served = await request(t.app.getHttpServer()).get(res.body.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, PNG_1X1)).toBe(0);
    });
  });
});
