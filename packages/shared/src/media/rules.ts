/**
 * Which viewer shows a shared file (spec learning-content section 4, viewer types: file, image,
 * audio, youtube, vimeo, vdo, unsupported; 'video' is a stored video the server streams, such as
 * a recording). Documents and study material both ask this.
 */
export type ViewerType = 'file' | 'image' | 'audio' | 'video' | 'youtube' | 'vimeo' | 'vdo' | 'unsupported';

/** spec section 5, file extensions. */
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'wav', 'ogg'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt'] as const;
/** Videos a browser plays from the server's stream. */
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'webm', 'ogv'] as const;

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(fileName: string | null | undefined): string {
  const name = (fileName ?? '').split(/[?#]/)[0]!;
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

const YOUTUBE = new Set(['youtube', 'youtubeurl']);
const VIMEO = new Set(['vimeo']);
const VDO = new Set(['vdocipher']);

/**
 * By category first (Youtube/YoutubeURL, Vimeo, VDOCipher), then by extension: PDFs in the
 * document viewer, images, audio, stored videos; everything else (Word, Excel, PowerPoint, text,
 * zip, pbix) has no preview in the portal: 'Preview not supported. Please download the file.'
 */
export function viewerType(file: { category?: string | null; fileName?: string | null }): ViewerType {
  const category = (file.category ?? '').toLowerCase();
  if (YOUTUBE.has(category)) return 'youtube';
  if (VIMEO.has(category)) return 'vimeo';
  if (VDO.has(category)) return 'vdo';
  const ext = extensionOf(file.fileName);
  if (ext === 'pdf') return 'file';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(ext)) return 'audio';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return 'unsupported';
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A Vimeo rendition's size_short ('412.3 MB'): binary units (1 MB = 1024 KB, as Vimeo's own
 * answer counts), one decimal from KB up, whole bytes below.
 */
export function sizeShort(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // 1023.96 KB would round to '1024.0 KB': say '1.0 MB' instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < SIZE_UNITS.length - 1) return `1.0 ${SIZE_UNITS[unit + 1]}`;
  return `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}
