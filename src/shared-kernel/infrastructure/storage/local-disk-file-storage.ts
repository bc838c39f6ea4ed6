import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage, StoredFileStream } from '../../application/file-storage.js';

/** Files in a directory on local disk (DATA_DIR/uploads), with a small sidecar holding the content type. */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!/^[A-Za-z0-9._-]+$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, localPath: string, contentType: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const target = this.path(key);
    try {
      await rename(localPath, target);
    } catch {
      await copyFile(localPath, target); // across file systems
      await rm(localPath, { force: true });
    }
    await writeFile(`${target}.type`, contentType);
  }

  async open(key: string, range?: { start: number; end?: number }): Promise<StoredFileStream | null> {
    let path: string;
    try {
      path = this.path(key);
    } catch {
      return null;
    }
    try {
      const info = await stat(path);
      const contentType = (await readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream')).trim();
      if (range) {
        const end = Math.min(range.end ?? info.size - 1, info.size - 1);
        if (range.start > end) return null;
        return {
          stream: createReadStream(path, { start: range.start, end }),
          contentType,
          size: end - range.start + 1,
          range: { start: range.start, end, total: info.size },
        };
      }
      return { stream: createReadStream(path), contentType, size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }
}
