import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localMediaStore, type MediaStore } from './media-store.ts';
import { s3MediaStore, type S3Options } from './s3-store.ts';

export function s3Options(config: Config): S3Options | null {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    pathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** S3-compatible storage when S3_* is set, local disk under DATA_DIR/media otherwise. */
export function createMediaStore(config: Config): MediaStore {
  const s3 = s3Options(config);
  return s3 ? s3MediaStore(s3) : localMediaStore(join(config.dataDir, 'media'));
}
