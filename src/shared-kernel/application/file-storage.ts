import type { Readable } from 'node:stream';

export interface StoredFileStream {
  stream: Readable;
  contentType: string;
  size: number;
  /** For range requests: the bytes served and the total size. */
  range?: { start: number; end: number; total: number };
}

/** Where uploaded files live: local disk by default, S3 when configured. */
export interface FileStorage {
  /** Stores a file from a local path (streamed, never held whole in memory). */
  put(key: string, localPath: string, contentType: string, size: number): Promise<void>;
  open(key: string, range?: { start: number; end?: number }): Promise<StoredFileStream | null>;
  delete(key: string): Promise<void>;
}
export const FILE_STORAGE = Symbol('FileStorage');
