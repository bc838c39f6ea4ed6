import { FileInterceptor } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_VIDEO_BYTES } from './upload-policy.js';

const TEMP = join(tmpdir(), 'faith-collective-uploads');

/** Streams one multipart file to a temporary file (never whole into memory), capped in size. */
export function UploadedFileInterceptor(field: string, maxBytes = MAX_VIDEO_BYTES) {
  mkdirSync(TEMP, { recursive: true });
  return FileInterceptor(field, {
    storage: diskStorage({ destination: TEMP }),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
  });
}
