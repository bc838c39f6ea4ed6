import { randomUUID } from 'node:crypto';

export type Id = string;

export function newId(): Id {
  return randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is Id {
  return typeof value === 'string' && UUID.test(value);
}
