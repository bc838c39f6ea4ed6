import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredFileStream } from '../../application/file-storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Files in an S3 bucket (AWS, MinIO or any S3-compatible store), streamed both ways. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Plain (not aws-chunked) uploads: what every S3-compatible store (MinIO, R2, s3rver) understands.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, localPath: string, contentType: string, size: number): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } finally {
      await rm(localPath, { force: true });
    }
  }

  async open(key: string, range?: { start: number; end?: number }): Promise<StoredFileStream | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const size = Number(answer.ContentLength ?? 0);
      const result: StoredFileStream = {
        stream: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size,
      };
      const contentRange = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
      if (range && contentRange) {
        result.range = { start: Number(contentRange[1]), end: Number(contentRange[2]), total: Number(contentRange[3]) };
      }
      return result;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      if ((error as { name?: string }).name === 'InvalidRange') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
