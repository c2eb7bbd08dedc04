import { statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_FILES } from '../../lib/storage';
import type { Db } from '../client';
import { storedFiles } from '../schema';

/**
 * The sample files shipped in apps/server/assets/demo-files (made by scripts/make-demo-files.mjs,
 * together under 3 MB) and their types. Stored files of the demo point at them with 'demo/<name>'
 * keys, read in place by the storage.
 */
export const DEMO_FILE_TYPES = {
  'guide-en.pdf': 'application/pdf',
  'guide-fr.pdf': 'application/pdf',
  'guide-hi.pdf': 'application/pdf',
  'guide-de.pdf': 'application/pdf',
  'diagram.png': 'image/png',
  'audio-note.mp3': 'audio/mpeg',
  'lesson.webm': 'video/webm',
  'reading-list.txt': 'text/plain',
  'worksheets.zip': 'application/zip',
  'sales-dashboard.pbix': 'application/octet-stream',
} as const;
export type DemoFileName = keyof typeof DEMO_FILE_TYPES;

/** A stored_files row for a sample file, downloaded as `fileName`; returns its id. */
export async function demoFile(
  db: Db,
  instituteId: number,
  name: DemoFileName,
  fileName: string = name,
): Promise<number> {
  const file = path.join(DEMO_FILES, name);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new Error(`seed: missing sample file ${file} (run node scripts/make-demo-files.mjs)`);
  }
  const [row] = await db
    .insert(storedFiles)
    .values({
      instituteId,
      storageKey: `demo/${name}`,
      fileName,
      contentType: DEMO_FILE_TYPES[name],
      sizeBytes: size,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}
