import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { HttpError } from './http-error';
import type { FileStorage } from './storage';

/**
 * Profile photos: checked, re-encoded (which drops every piece of metadata, GPS
 * included) and kept in the file storage (DATA_DIR/files or the S3 bucket, shared by
 * every server process) under 'photos/<name>' with a random 128-bit name; served at
 * /files/photos/<name>. Not under 'institutes/': the sweep of unrecorded uploads would
 * take them for orphans (a photo has no stored_files row; users.photo_url names it).
 */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 512;
/** Decoding a larger picture could take too much memory (a small PNG can hold a huge blank image). */
const MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_URL_PREFIX = '/files/photos/';
export const PHOTO_NAME = /^[0-9a-f]{32}\.(webp|jpg|png)$/;
export const PHOTO_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export const PHOTO_MESSAGES = {
  prefix: 'photo: Send the picture as base64 without a data: prefix.',
  base64: 'photo: Not valid base64.',
  tooLarge: 'photo: The picture must be at most 2 MB.',
  type: 'photo: Only JPEG, PNG or WebP pictures are accepted.',
  unreadable: 'photo: The picture could not be read. Please choose another file.',
} as const;

/** The storage key of a photo name. */
export function photoKey(name: string): string {
  return `photos/${name}`;
}

function decodeBase64(text: string): Buffer {
  if (/^data:/i.test(text)) throw new HttpError(400, PHOTO_MESSAGES.prefix);
  // Line breaks are common in base64 encoders' output; anything else outside the alphabet is refused.
  const compact = text.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new HttpError(400, PHOTO_MESSAGES.base64);
  }
  return Buffer.from(compact, 'base64');
}

/** The format named by the first bytes, or null. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Decodes, checks and re-encodes a base64 picture as a WebP of at most 512x512; 400 on any problem. */
export async function preparePhoto(base64: string): Promise<Buffer> {
  const input = decodeBase64(base64);
  if (input.length > PHOTO_MAX_BYTES) throw new HttpError(400, PHOTO_MESSAGES.tooLarge);
  const format = sniffImage(input);
  if (!format) throw new HttpError(400, PHOTO_MESSAGES.type);
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error(`content is ${metadata.format}, not ${format}`);
    return await image
      .rotate() // upright by the EXIF orientation, before the metadata is dropped
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(400, PHOTO_MESSAGES.unreadable);
  }
}

/** Stores the picture under a new random name; returns its public URL. */
export async function storePhoto(storage: FileStorage, picture: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(photoKey(name), picture, PHOTO_CONTENT_TYPES.webp!);
  return `${PHOTO_URL_PREFIX}${name}`;
}

/** Deletes a stored photo by its public URL; URLs that are not ours are left alone. */
export async function deletePhoto(storage: FileStorage, url: string): Promise<void> {
  const name = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : '';
  if (!PHOTO_NAME.test(name)) return;
  await storage.delete(photoKey(name));
}

/** The stored bytes and content type of a photo name, or null (unknown or malformed names). */
export async function readPhoto(
  storage: FileStorage,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = PHOTO_NAME.exec(name);
  if (!match) return null;
  // At most 512x512: small enough to answer whole.
  const stored = await storage.get(photoKey(name));
  return stored && { bytes: await buffer(stored.body), contentType: PHOTO_CONTENT_TYPES[match[1]!]! };
}
