import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Files larger than this (uncompressed) are refused: no institute's CSV is near it, a zip bomb is. */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

/**
 * The files of one import, read one at a time as streams (never all in memory): a folder, a
 * single CSV, or a zip (a OneRoster bulk or delta zip, or plain CSVs zipped together).
 */
export interface FileSet {
  /** What was imported, for the log (a path, or "upload.zip"). */
  readonly label: string;
  /** The CSV names present, lower-case ("users.csv"); folders inside a zip are ignored. */
  readonly names: ReadonlySet<string>;
  open(name: string): Promise<Readable>;
  close(): Promise<void>;
}

export class FileSetError extends Error {}

const csvName = (name: string) => path.basename(name).toLowerCase();

function folderSet(folder: string, files: string[]): FileSet {
  const byName = new Map(files.map((file) => [csvName(file), path.join(folder, file)]));
  return {
    label: folder,
    names: new Set(byName.keys()),
    open: (name) => Promise.resolve(fs.createReadStream(byName.get(name)!)),
    close: () => Promise.resolve(),
  };
}

type ZipOpener = (callback: (error: Error | null, zip?: yauzl.ZipFile) => void) => void;

async function zipSet(label: string, openZip: ZipOpener): Promise<FileSet> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    openZip((error, file) =>
      error || !file ? reject(new FileSetError(`${label} is not a readable zip file.`)) : resolve(file),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = csvName(entry.fileName);
      if (!entry.fileName.endsWith('/') && name.endsWith('.csv') && !entry.fileName.startsWith('__MACOSX')) {
        if (entry.uncompressedSize > MAX_ENTRY_BYTES) {
          reject(new FileSetError(`${entry.fileName} in ${label} is larger than 512 MB.`));
          return;
        }
        entries.set(name, entry);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new FileSetError(`${label} is not a readable zip file.`)));
  });
  return {
    label,
    names: new Set(entries.keys()),
    open: (name) =>
      new Promise((resolve, reject) =>
        zip.openReadStream(entries.get(name)!, (error, stream) =>
          error || !stream
            ? reject(new FileSetError(`${name} in ${label} cannot be read.`))
            : resolve(stream),
        ),
      ),
    close: () => Promise.resolve(zip.close()),
  };
}

/** A path given to `npm run import`: a folder of CSVs, one CSV, or a zip. */
export async function openPath(target: string): Promise<FileSet> {
  const stat = await fs.promises.stat(target).catch(() => null);
  if (!stat) throw new FileSetError(`${target} does not exist.`);
  if (stat.isDirectory()) {
    const files = (await fs.promises.readdir(target)).filter((file) => file.toLowerCase().endsWith('.csv'));
    return folderSet(target, files);
  }
  if (target.toLowerCase().endsWith('.csv')) return folderSet(path.dirname(target), [path.basename(target)]);
  return zipSet(path.basename(target), (callback) =>
    yauzl.open(target, { lazyEntries: false, autoClose: false }, callback),
  );
}

/** An uploaded zip (the admin call's body). */
export function openZipBuffer(buffer: Buffer, label = 'upload.zip'): Promise<FileSet> {
  return zipSet(label, (callback) => yauzl.fromBuffer(buffer, { lazyEntries: false }, callback));
}

/** For tests and the bench: CSV texts by name. */
export function memorySet(files: Record<string, string>, label = 'files'): FileSet {
  const byName = new Map(Object.entries(files).map(([name, text]) => [name.toLowerCase(), text]));
  return {
    label,
    names: new Set(byName.keys()),
    open: (name) => Promise.resolve(Readable.from([byName.get(name)!])),
    close: () => Promise.resolve(),
  };
}
