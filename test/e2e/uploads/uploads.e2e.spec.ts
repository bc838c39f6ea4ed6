import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp, type Agent } from '../../support/http.js';
import { MP4_HEADER, PNG_1X1, oversizedPng } from '../../support/files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('POST /api/upload', () => {
  let t: TestApp;
  let member: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    member = (await signUp(t)).agent;
  });
  afterAll(() => t?.close());

  it('stores an image under a random name and serves it back with its real type and nosniff', async () => {
    const res = await member.post('/api/upload').attach('image', PNG_1X1, { filename: 'choir.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await request(t.app.getHttpServer()).get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG_1X1)).toBe(0);
  });

  it('accepts a video and serves byte ranges for seeking', async () => {
    const res = await member.post('/api/upload').attach('image', MP4_HEADER, { filename: 'clip.mp4', contentType: 'video/mp4' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\.mp4$/);
    const part = await request(t.app.getHttpServer()).get(res.body.url).set('Range', 'bytes=4-7');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${MP4_HEADER.length}`);
  });

  it.each([
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'evil.png', 'image/png'],
    ['SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 415 whatever it claims to be', async (_label, bytes, filename, contentType) => {
    const res = await member.post('/api/upload').attach('image', bytes, { filename, contentType });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Invalid file type: Please select an image or video file');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await member.post('/api/upload').attach('image', oversizedPng(), { filename: 'huge.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File too large: Please select an image smaller than 5MB');
  });

  it('refuses visitors and empty requests', async () => {
    const signedOut = await request(t.app.getHttpServer()).post('/api/upload').attach('image', PNG_1X1, 'a.png');
    expect(signedOut.status).toBe(401);
    const empty = await member.post('/api/upload').field('note', 'no file');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose a file to upload');
  });

  it('answers 404 for files that do not exist and refuses path tricks', async () => {
    await request(t.app.getHttpServer()).get('/uploads/00000000-0000-4000-8000-000000000000.png').expect(404);
    const tricky = await request(t.app.getHttpServer()).get('/uploads/..%2f..%2fetc%2fpasswd');
    expect(tricky.status).toBe(404);
  });
});
