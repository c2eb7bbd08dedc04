import { assertStorageKey } from './storage';

/** Where an S3-compatible store keeps the files: what STORAGE_URL says. */
export interface S3Location {
  bucket: string;
  /** Put before every key inside the bucket: '' or segments ending in '/' ('portal/'). */
  prefix: string;
  /** An S3-compatible server's address (MinIO, Ceph...); AWS S3 itself when absent. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From the URL's user:password; absent: the SDK's default chain (AWS_ACCESS_KEY_ID... or a role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

function invalid(reason: string): Error {
  // The URL itself is never repeated: it may hold a secret key.
  return new Error(`Invalid STORAGE_URL: ${reason}`);
}

/**
 * Parses `s3://[key:secret@]<bucket>[/<prefix>]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true`.
 * Every part but the bucket is optional: region defaults to us-east-1, forcePathStyle to true when an
 * endpoint is given (most S3-compatible servers want bucket-in-path addresses), false otherwise.
 */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('not a URL (expected s3://bucket/prefix?endpoint=...)');
  }
  if (url.protocol !== 's3:')
    throw invalid(`unsupported scheme "${url.protocol}" (expected s3://bucket/prefix)`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw invalid(`"${bucket}" is not a bucket name (3 to 63 of a-z, 0-9, '.', '-')`);

  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  if (path !== '') {
    try {
      assertStorageKey(path);
    } catch {
      throw invalid(`the prefix "${path}" must be lower-case segments of a-z, 0-9, '.', '_', '-'`);
    }
  }

  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) throw invalid(`unknown option "${name}" (known: ${[...OPTIONS].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
      throw invalid('endpoint must be an http:// or https:// address');
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw invalid('forcePathStyle must be true or false');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw invalid('region must look like us-east-1');

  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    throw invalid('the access key or secret is not properly %-encoded');
  }
  if ((accessKeyId === '') !== (secretAccessKey === ''))
    throw invalid('give both the access key and the secret (s3://key:secret@bucket), or neither');

  return {
    bucket,
    prefix: path === '' ? '' : `${path}/`,
    endpoint,
    region,
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials: accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey },
  };
}
