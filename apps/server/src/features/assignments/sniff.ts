import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES } from '@portal/shared/assignments/rules';
import { HttpError } from '../../lib/http-error';

/** What file-type needs to tell an OOXML zip from a plain one (it reads the zip's first entries). */
const HEAD_BYTES = 64 * 1024;

/** Counts what passes (the request's total included), keeps the head for sniffing, and checks for text. */
export class Inspector extends Transform {
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  /** Valid UTF-8 without NUL so far (a plain-text file has no magic number). */
  text = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

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

/**
 * The file's type by its bytes (spec section 5: Word, Excel, PowerPoint, plain text, PDF, any
 * image, mp4 and m4v), or null when refused. The name only picks between formats that share a
 * container: legacy Office files are all OLE compound files ('cfb', as is an .msi installer), and an
 * OOXML file file-type cannot tell from a plain zip is accepted only under an Office name.
 */
export async function allowedType(name: string, head: Buffer, isText: boolean): Promise<string | null> {
  const extension = extensionOf(name);
  const found = await fileTypeFromBuffer(head);
  if (!found) {
    return isText && head.length > 0 && extension === 'txt' ? 'text/plain; charset=utf-8' : null;
  }
  if (['docx', 'xlsx', 'pptx', 'pdf', 'mp4', 'm4v'].includes(found.ext)) return found.mime;
  if (found.mime.startsWith('image/') && found.ext !== 'svg') return found.mime;
  const legacy: Record<string, string> = {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  };
  if (found.ext === 'cfb' && legacy[extension]) return legacy[extension]!;
  const ooxml: Record<string, string> = {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  };
  if (found.ext === 'zip' && ooxml[extension]) return ooxml[extension]!;
  return null;
}
