import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './url';

describe('parseStorageUrl', () => {
  it('a local S3-compatible server: bucket, prefix, endpoint, region, path style, credentials', () => {
    expect(
      parseStorageUrl(
        's3://minio:s%2Fcret%40x@portal-files/prod/files/?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'portal-files',
      prefix: 'prod/files/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 's/cret@x' },
    });
  });

  it('AWS S3 itself: only a bucket; us-east-1, virtual-host addresses, the SDK credential chain', () => {
    expect(parseStorageUrl('s3://my.bucket')).toEqual({
      bucket: 'my.bucket',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('an endpoint means path-style addresses unless told otherwise', () => {
    expect(parseStorageUrl('s3://b12?endpoint=https://s3.example.com').forcePathStyle).toBe(true);
    expect(
      parseStorageUrl('s3://b12?endpoint=https://s3.example.com&forcePathStyle=false').forcePathStyle,
    ).toBe(false);
  });

  it.each([
    ['s3://bucket?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://bucket?region=Europe West', /region must look like/],
    ['s3://bucket/a%20b', /prefix "a%20b"/],
    ['s3://bucket/.hidden/x', /prefix/],
    ['s3://:secret@bucket', /both the access key and the secret/],
    ['s3://key:%E0%A4@bucket', /%-encoded/],
    ['s3://ab', /not a bucket name/],
    ['s3://a..b', /not a bucket name/],
  ])('refuses %s', (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
  });
});
