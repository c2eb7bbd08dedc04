import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, badFileTypeMessage } from '@portal/shared/assignments/rules';
import { HttpError } from '../../lib/http-error';

/** What file-type needs to tell an OOXML zip from a plain one (it reads the zip's first entries). */
const HEAD_BYTES = 64 * 1024;
/** Markup that makes a file a polyglot: valid as a picture or PDF, and a page or script too. */
const MARKUP = /<\s*(script|html|body|iframe|object|embed|svg|meta)[\s>/]|<\?php|javascript:/i;
/** A PDF that runs JavaScript or launches a program when opened. */
const PDF_ACTION = /\/(JavaScript|JS|Launch)[\s(</]/;
const TAIL = 32;

/** Counts what passes (the request's total included), keeps the head for sniffing, and checks for text. */
export class Inspector extends Transform {
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  /** Valid UTF-8 without NUL so far (a plain-text file has no magic number). */
  text = true;
  /** Markup a browser would run (a script tag, an HTML page, PHP) seen anywhere in the bytes. */
  markup = false;
  /** PDF actions that run something: JavaScript or Launch. */
  activePdf = false;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /** The previous chunk's last bytes, so a pattern split across two chunks is still seen. */
  private tail = '';

  constructor(private readonly total: { bytes: number }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.total.bytes += chunk.length;
    if (this.total.bytes > ASSIGNMENT_LIMITS.maxTotalBytes) {
      done(new HttpError(400, ASSIGNMENT_MESSAGES.tooLarge));
      return;
    }
    if (this.headSize < HEAD_BYTES) {
      this.head.push(chunk);
      this.headSize += chunk.length;
    }
    const window = this.tail + chunk.toString('latin1');
    if (!this.markup && MARKUP.test(window)) this.markup = true;
    if (!this.activePdf && PDF_ACTION.test(window)) this.activePdf = true;
    this.tail = window.slice(-TAIL);
    if (this.text) {
      try {
        this.decoder.decode(chunk, { stream: true });
        if (chunk.includes(0)) this.text = false;
      } catch {
        this.text = false;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.text) {
      try {
        this.decoder.decode();
      } catch {
        this.text = false;
      }
    }
    done();
  }

  headBytes(): Buffer {
    return Buffer.concat(this.head).subarray(0, HEAD_BYTES);
  }
}

const extensionOf = (name: string) => (name.includes('.') ? name.toLowerCase().split('.').pop()! : '');

/** Refusals of one file, naming it (the web shows them as they come). */
export const uploadRefusal = {
  empty: (name: string) => `${name}: the file is empty.`,
  name: (name: string) => `${name}: the file name may not contain folders or control characters.`,
  mismatch: (name: string) => `${name}: the file's content does not match its name or declared type.`,
  active: (name: string) => `${name}: the file contains scripts or active content and cannot be accepted.`,
} as const;

/** Names under which each accepted kind of content may come (the last extension decides). */
const NAMES_FOR: Record<string, string[]> = {
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v'],
  m4v: ['m4v', 'mp4'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
};
const IMAGE_NAMES = [
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'avif',
  'ico',
];

/**
 * The name as the student's device sent it, refused when it tries to name a folder or hides
 * control characters (path traversal, a right-to-left override making 'exe.pdf' of 'fdp.exe').
 */
export function checkName(raw: string): string {
  const shown =
    (raw.split(/[\\/]/).pop() ?? '')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 200) || 'file';
  if (/[\\/]/.test(raw) || /[\p{Cc}\p{Cf}]/u.test(raw) || /^\.+$/.test(raw.trim())) {
    throw new HttpError(400, uploadRefusal.name(shown));
  }
  return shown;
}

export interface UploadFacts {
  name: string;
  /** The Content-Type the client declared for the part (never trusted, only compared). */
  declared: string;
  inspector: Inspector;
}

/**
 * The file's type by its bytes (spec section 5: Word, Excel, PowerPoint, plain text, PDF, any
 * image, mp4 and m4v), or a 400 naming the file. The content must agree with the name's
 * extension and with the declared type; pictures, PDFs, Office files and videos carrying page
 * markup or script actions (polyglots) are refused. The name only picks between formats that
 * share a container: legacy Office files are all OLE compound files ('cfb', as is an .msi
 * installer), and an OOXML file file-type cannot tell from a plain zip is accepted only under an
 * Office name and with the OOXML manifest among its first entries (a zip bomb has none).
 */
export async function checkUpload({ name, declared, inspector }: UploadFacts): Promise<string> {
  if (inspector.size === 0) throw new HttpError(400, uploadRefusal.empty(name));
  const type = await contentType(name, inspector);
  if (type === null) throw new HttpError(400, badFileTypeMessage(name));
  const extension = extensionOf(name);
  const image = type.startsWith('image/');
  const names = image ? IMAGE_NAMES : type.startsWith('text/') ? ['txt'] : null;
  const found = names ??
    NAMES_FOR[Object.keys(NAMES_FOR).find((ext) => type === MIME_OF[ext]) ?? ''] ?? [extension];
  if (!found.includes(extension) || !declaredAgrees(declared, type)) {
    throw new HttpError(400, uploadRefusal.mismatch(name));
  }
  if (!type.startsWith('text/') && (inspector.markup || (type === MIME_OF.pdf && inspector.activePdf))) {
    throw new HttpError(400, uploadRefusal.active(name));
  }
  return type;
}

const MIME_OF: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** A declared type that names a kind (picture, video, PDF, text) must name the content's kind. */
function declaredAgrees(declared: string, type: string): boolean {
  const given = declared.split(';')[0]!.trim().toLowerCase();
  if (given.startsWith('image/')) return type.startsWith('image/');
  if (given.startsWith('video/')) return type.startsWith('video/');
  if (given === 'application/pdf') return type === MIME_OF.pdf;
  if (given === 'text/plain') return type.startsWith('text/plain');
  if (given.startsWith('text/')) return false;
  return true;
}

const OOXML = ['docx', 'xlsx', 'pptx'];

async function contentType(name: string, inspector: Inspector): Promise<string | null> {
  const extension = extensionOf(name);
  const head = inspector.headBytes();
  const found = await fileTypeFromBuffer(head);
  if (!found) {
    return inspector.text && head.length > 0 && extension === 'txt' ? 'text/plain; charset=utf-8' : null;
  }
  if (['docx', 'xlsx', 'pptx', 'pdf', 'mp4', 'm4v'].includes(found.ext)) return found.mime;
  if (found.mime.startsWith('image/') && found.ext !== 'svg') return found.mime;
  const legacy: Record<string, string> = {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  };
  if (found.ext === 'cfb' && legacy[extension]) return legacy[extension]!;
  if (found.ext === 'zip' && OOXML.includes(extension) && head.includes('[Content_Types].xml'))
    return MIME_OF[extension]!;
  return null;
}
