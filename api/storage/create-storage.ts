import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage `UPLOADS_DRIVER` names: the local disk (default) or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'uploadsDriver' | 'uploadsDir' | 's3'>): Storage {
  if (config.uploadsDriver === 's3') {
    if (!config.s3) throw new Error('UPLOADS_DRIVER=s3 without S3 settings');
    return createS3Storage(config.s3);
  }
  return createLocalStorage({ root: config.uploadsDir });
}

/** A line for the boot log: where uploads go (never credentials). */
export function describeStorage(config: Pick<Config, 'uploadsDriver' | 'uploadsDir' | 's3'>) {
  return config.uploadsDriver === 's3' && config.s3
    ? { driver: 's3', bucket: config.s3.bucket, endpoint: config.s3.endpoint, keyPrefix: config.s3.keyPrefix }
    : { driver: 'local', uploadsDir: config.uploadsDir };
}
