import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { REPO_ROOT } from '../../config';
import type { Db } from '../../db/client';
import { createInstitute } from './institutes';

/** The samples of docs/import (what the README's "Bring your own institute" imports). */
export const SAMPLES = path.join(REPO_ROOT, 'docs/import');

/** The CSVs of one sample folder: oneroster (the default), gradebook, ... */
export function sampleFiles(folder = 'oneroster'): Record<string, string> {
  const dir = path.join(SAMPLES, folder);
  return Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
}

/** A zip of the files, stored (not compressed): enough for tests, with no zip library to add. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let hosts = 0;
/** A fresh school to import into (its own host), so the demo's data stays out of the way. */
export async function newSchool(
  db: Db,
  kind: 'school' | 'coaching' = 'school',
): Promise<{ id: number; host: string }> {
  const host = `import-${process.pid}-${++hosts}.test`;
  const id = await createInstitute(db, { host, name: `Riverside ${hosts}`, language: 'en', kind });
  return { id, host };
}

/** Replaces one line of a CSV text (1-based, the header is line 1). */
export function withLine(text: string, line: number, replacement: string): string {
  const lines = text.split('\n');
  lines[line - 1] = replacement;
  return lines.join('\n');
}
