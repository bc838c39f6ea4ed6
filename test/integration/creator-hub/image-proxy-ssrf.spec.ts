import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { isPublicAddress } from '../../../src/modules/creator-hub/adapters/image-proxy/address-policy.js';
import { ImageProxy } from '../../../src/modules/creator-hub/adapters/image-proxy/image-proxy.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import { PNG_1X1 } from '../../support/files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * GET /api/proxy-image is safe by construction: every attempt to reach an internal address is
 * refused before any connection, and nothing reaches the internal server that listens here.
 */
describe('image proxy: SSRF defences', () => {
  let internal: Server;
  let internalHits = 0;
  let internalPort = 0;
  let t: TestApp;

  beforeAll(async () => {
    internal = createHttpServer((_req, res) => {
      internalHits++;
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(PNG_1X1);
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalPort = (internal.address() as AddressInfo).port;
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => internal.close(resolve));
  });

  it.each([
    () => `http://127.0.0.1:${internalPort}/avatar.png`,
    () => `https://127.0.0.1:${internalPort}/avatar.png`,
    () => 'https://127.1/avatar.png',
    () => 'https://0x7f000001/avatar.png',
    () => 'https://2130706433/avatar.png',
    () => 'https://0177.0.0.1/avatar.png',
    () => 'https://[::ffff:127.0.0.1]/avatar.png',
    () => 'https://[::1]/avatar.png',
    () => 'https://[0:0:0:0:0:0:0:1]/avatar.png',
    () => 'https://169.254.169.254/latest/meta-data/',
    () => 'https://10.0.0.1/avatar.png',
    () => 'https://192.168.1.1/avatar.png',
    () => 'https://172.16.0.1/avatar.png',
    () => 'https://[fe80::1]/avatar.png',
    () => 'https://[fc00::1]/avatar.png',
    () => 'https://224.0.0.1/avatar.png',
    () => 'https://localhost/avatar.png',
    () => 'file:///etc/passwd',
    () => 'gopher://127.0.0.1:6379/_INFO',
    () => 'https://user:secret@i.ytimg.com/avatar.png',
    () => 'https://i.ytimg.com:8443/avatar.png',
    () => 'https://i.ytimg.com.evil.example/avatar.png',
    () => 'https://evil.example/avatar.png',
    () => 'not a url at all',
  ])('refuses %s with 400 and never fetches it', async (url) => {
    const res = await request(t.app.getHttpServer()).get('/api/proxy-image').query({ url: url() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('image_url_refused');
    expect(internalHits).toBe(0);
  });

  it('knows every private, loopback, link-local, multicast and reserved range', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.251', '255.255.255.255', '::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '64:ff9b::7f00:1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['8.8.8.8', '142.250.72.14', '2607:f8b0:4004:80b::200e']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it('refuses an allowed hostname that resolves to 127.0.0.1 (DNS rebinding) without connecting', async () => {
    const proxy = new ImageProxy({ resolve: async () => [{ address: '127.0.0.1', family: 4 }], port: internalPort });
    await expect(proxy.fetch('https://i.ytimg.com/vi/x/avatar.png')).rejects.toThrow('resolves to an address that is not allowed');
    const mixed = new ImageProxy({ resolve: async () => [{ address: '8.8.8.8', family: 4 }, { address: '10.0.0.5', family: 4 }], port: internalPort });
    await expect(mixed.fetch('https://i.ytimg.com/vi/x/avatar.png')).rejects.toThrow('resolves to an address that is not allowed');
    expect(internalHits).toBe(0);
  });

  describe('against an https image host', () => {
    let host: Server;
    let hostPort = 0;
    let ca: Buffer;
    const proxyFor = (resolveTo: Record<string, string>) =>
      new ImageProxy({
        resolve: async (name) => (resolveTo[name] ? [{ address: resolveTo[name], family: 4 }] : []),
        isAllowedAddress: (address) => address === '127.0.0.2', // stands in for "a public address"
        tls: { ca },
        port: hostPort,
      });

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fc-tls-'));
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
        '-days', '1', '-subj', '/CN=i.ytimg.com', '-addext', 'subjectAltName=DNS:i.ytimg.com,DNS:yt3.ggpht.com'], { stdio: 'ignore' });
      ca = readFileSync(join(dir, 'cert.pem'));
      const key = readFileSync(join(dir, 'key.pem'));
      rmSync(dir, { recursive: true, force: true });
      host = createHttpsServer({ key, cert: ca }, (req, res) => {
        if (req.url === '/avatar.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' });
          return res.end(PNG_1X1);
        }
        if (req.url === '/to-internal') {
          res.writeHead(302, { Location: `http://127.0.0.1:${internalPort}/avatar.png` });
          return res.end();
        }
        if (req.url === '/to-rebound') {
          res.writeHead(302, { Location: 'https://yt3.ggpht.com/avatar.png' });
          return res.end();
        }
        if (req.url === '/page.html') {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          return res.end('<script>alert(1)</script>');
        }
        if (req.url === '/huge.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' });
          return res.end(Buffer.alloc(5 * 1024 * 1024 + 1));
        }
        res.writeHead(404);
        res.end();
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.2', resolve));
      hostPort = (host.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => host.close(resolve));
    });

    it('fetches an image from the address it checked, verifying the certificate for the host name', async () => {
      const image = await proxyFor({ 'i.ytimg.com': '127.0.0.2' }).fetch('https://i.ytimg.com/avatar.png');
      expect(image.contentType).toBe('image/png');
      expect(Buffer.compare(image.body, PNG_1X1)).toBe(0);
    });

    it('does not follow a redirect to an internal address, nor to a host that resolves inside', async () => {
      await expect(proxyFor({ 'i.ytimg.com': '127.0.0.2' }).fetch('https://i.ytimg.com/to-internal')).rejects.toThrow('Only https image URLs');
      await expect(proxyFor({ 'i.ytimg.com': '127.0.0.2', 'yt3.ggpht.com': '127.0.0.1' }).fetch('https://i.ytimg.com/to-rebound')).rejects.toThrow('not allowed');
      expect(internalHits).toBe(0);
    });

    it('refuses what is not an image (415) and what is over 5 MB', async () => {
      const notImage = await proxyFor({ 'i.ytimg.com': '127.0.0.2' }).fetch('https://i.ytimg.com/page.html').catch((e: unknown) => e);
      expect(notImage).toBeInstanceOf(DomainError);
      expect((notImage as DomainError).kind).toBe('unsupported_media');
      await expect(proxyFor({ 'i.ytimg.com': '127.0.0.2' }).fetch('https://i.ytimg.com/huge.png')).rejects.toThrow('larger than 5 MB');
    });
  });
});
