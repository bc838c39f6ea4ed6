import { describe, expect, it } from '@jest/globals';
import { inspectValue, prescanJson } from '../../../src/shared-kernel/infrastructure/http/request-shape.guard.js';
import { uploadKey } from '../../../src/shared-kernel/infrastructure/uploads/serve-uploads.js';

const bytes = (text: string) => Buffer.from(text);
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('inspectValue (the parsed walk)', () => {
  it('lets ordinary values through', () => {
    expect(inspectValue({ username: 'ruth', tags: ['a', 'b'], nested: { ok: true, n: 1 } })).toBeNull();
    expect(inspectValue(undefined)).toBeNull();
    expect(inspectValue('text')).toBeNull();
  });

  it('finds NUL in strings, keys and array items at any depth', () => {
    expect(inspectValue('a\u0000b')).toBe('forbidden_character');
    expect(inspectValue({ a: { b: ['x', 'y\u0000'] } })).toBe('forbidden_character');
    expect(inspectValue({ ['k\u0000']: 1 })).toBe('forbidden_character');
  });

  it('counts keys and elements over the whole value', () => {
    const wide = Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`k${i}`, i]));
    expect(inspectValue(wide)).toBe('too_many_fields');
    expect(inspectValue({ a: Array.from({ length: 1_500 }, () => 1), b: Array.from({ length: 600 }, () => 1) })).toBe('too_many_fields');
    expect(inspectValue({ a: Array.from({ length: 1_000 }, () => 1) })).toBeNull();
  });

  it('refuses deep nesting without recursing (100,000 levels)', () => {
    expect(inspectValue(JSON.parse(deepArray(100_000)))).toBe('nested_too_deeply');
    expect(inspectValue(JSON.parse(deepArray(32)))).toBeNull();
    expect(inspectValue(JSON.parse(deepArray(33)))).toBe('nested_too_deeply');
  });

  it('walks 80,000 keys in milliseconds', () => {
    const wide = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, i]));
    // The CPU time of this thread, the fastest of five walks: on a busy machine (npm test runs every tier at once)
    // the walk waited for a core and 60 ms passed on the clock, though the work itself had not grown.
    const times = Array.from({ length: 5 }, () => {
      const t0 = process.threadCpuUsage();
      expect(inspectValue(wide)).toBe('too_many_fields');
      const spent = process.threadCpuUsage(t0);
      return (spent.user + spent.system) / 1000;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });
});

describe('prescanJson (the raw bytes, before parsing)', () => {
  it('agrees with the walk on the gross cases', () => {
    expect(prescanJson(bytes(`{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`).join(',')}}`))).toBe('too_many_fields');
    expect(prescanJson(bytes(`[${Array.from({ length: 2_100 }, () => '1').join(',')}]`))).toBe('too_many_fields');
    expect(prescanJson(bytes(deepArray(100_000)))).toBe('nested_too_deeply');
    expect(prescanJson(bytes('{"a":"x\\u0000y"}'))).toBe('forbidden_character');
  });

  it('is not fooled by brackets, colons and escapes inside strings', () => {
    expect(prescanJson(bytes(JSON.stringify({ text: '[[[[{{{{:,:,:,'.repeat(1_000) })))).toBeNull();
    expect(prescanJson(bytes(JSON.stringify({ text: 'a\\u0000 is written literally' })))).toBeNull();
    expect(prescanJson(bytes(JSON.stringify({ q: 'say "hi" [ok]', n: [1, 2, 3] })))).toBeNull();
  });
});

describe('uploadKey', () => {
  it('accepts stored names', () => {
    expect(uploadKey('/3f2c1e4a-0b1c-4d2e-9f00-123456789abc.jpg')).toBe('3f2c1e4a-0b1c-4d2e-9f00-123456789abc.jpg');
    expect(uploadKey('/demo-church.png')).toBe('demo-church.png');
  });

  it.each(['/..', '/.', '/%2e%2e', '/%2E%2E', '/..%2f', '/%2e%2e%2fetc%2fpasswd', '/..%5cx', '/%00', '/%', '/.hidden', '/x.png.type', '/', '/a b.png'])(
    'names no stored file: %s',
    (path) => {
      expect(uploadKey(path)).toBeNull();
    },
  );
});
