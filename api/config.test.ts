import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/atelier-config-test' };

describe('uploads configuration', () => {
  it('defaults to the local driver with no S3 settings', () => {
    const config = loadConfig(base);
    expect(config.uploadsDriver).toBe('local');
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 settings; path-style is on by default when an endpoint is set', () => {
    const config = loadConfig({
      ...base,
      UPLOADS_DRIVER: 's3',
      S3_BUCKET: 'atelier-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_KEY_PREFIX: 'prod/',
    });
    expect(config.uploadsDriver).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'atelier-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'prod/',
    });
  });

  it('uses virtual-hosted style and the default credential chain on AWS itself', () => {
    const config = loadConfig({
      ...base,
      UPLOADS_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: '',
    });
    expect(config.s3).toMatchObject({ endpoint: undefined, region: 'eu-west-3', forcePathStyle: false });
    expect(config.s3?.credentials).toBeUndefined();
    const forced = loadConfig({
      ...base,
      UPLOADS_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://x:1',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(forced.s3?.forcePathStyle).toBe(false);
  });

  it('refuses the S3 driver without a bucket, naming the variable', () => {
    expect(() => loadConfig({ ...base, UPLOADS_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, UPLOADS_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('refuses half a key pair, a bad endpoint and an unknown driver', () => {
    const s3 = { ...base, UPLOADS_DRIVER: 's3', S3_BUCKET: 'b' };
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, UPLOADS_DRIVER: 'ftp' })).toThrow(/UPLOADS_DRIVER/);
  });
});

describe('SEED_DEMO', () => {
  it('is unset by default (seeded in development only), true or false when given', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
