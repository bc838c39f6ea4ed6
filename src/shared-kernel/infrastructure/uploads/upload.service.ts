import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { rm } from 'node:fs/promises';
import { newId } from '../../domain/ids.js';
import { DomainError } from '../../domain/domain-error.js';
import { FILE_STORAGE, type FileStorage } from '../../application/file-storage.js';
import { makeImageVariants } from './image-variants.js';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  type UploadKind,
  VIDEO_TYPES,
} from './upload-policy.js';

export interface ReceivedFile {
  path: string;
  size: number;
}

/**
 * Accepts one uploaded file (already streamed to a temporary file): sniffs its real type from
 * its bytes, applies the size caps, stores it under a random name and returns its URL.
 * HTML, SVG, scripts and anything unknown are refused whatever they are called.
 */
@Injectable()
export class UploadService {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async accept(file: ReceivedFile | undefined, kind: UploadKind): Promise<string> {
    if (!file) throw new DomainError('upload_missing', UPLOAD_MESSAGES.missing, 'validation', { file: [UPLOAD_MESSAGES.missing] });
    try {
      const sniffed = await fileTypeFromFile(file.path);
      const mime = sniffed?.mime ?? '';
      const imageExt = IMAGE_TYPES[mime];
      const videoExt = kind === 'image-or-video' ? VIDEO_TYPES[mime] : undefined;
      if (!imageExt && !videoExt) {
        throw new DomainError(
          'unsupported_file_type',
          kind === 'image' ? UPLOAD_MESSAGES.notImage : UPLOAD_MESSAGES.notImageOrVideo,
          'unsupported_media',
        );
      }
      if (imageExt && file.size > MAX_IMAGE_BYTES) {
        throw new DomainError('file_too_large', UPLOAD_MESSAGES.imageTooLarge, 'too_large');
      }
      if (videoExt && file.size > MAX_VIDEO_BYTES) {
        throw new DomainError('file_too_large', UPLOAD_MESSAGES.videoTooLarge, 'too_large');
      }
      const key = `${newId()}.${imageExt ?? videoExt}`;
      // The right-sized WebP copies first (from the local file), then the original (which may move it).
      // A picture sharp cannot read is still stored: its copies are then tried again on first request.
      if (imageExt) await makeImageVariants(this.storage, key, file.path).catch(() => undefined);
      await this.storage.put(key, file.path, mime, file.size);
      return `/uploads/${key}`;
    } finally {
      await rm(file.path, { force: true });
    }
  }
}
