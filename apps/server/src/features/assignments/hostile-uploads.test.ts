import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES as M,
  badFileTypeMessage,
} from '@portal/shared/assignments/rules';
import { uploadRefusal } from './sniff';
import { attachmentsOf, idOf, payload, PDF, t, upload, useAssignmentsApp, type FilePart } from './testing';

/*
 * Hostile uploads (issue 14): every file below is refused with a message naming it, the draft
 * keeps what it had, and nothing is written anywhere under DATA_DIR (so nothing outside it either:
 * stored names are random keys; the name only ever reaches the database).
 */

useAssignmentsApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(100, 0),
]);

/** A GIF that is also a web page: valid image bytes, then markup a browser would run. */
const GIF_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
  Buffer.from('<script>fetch("/api/v1/profiles")</script>'),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
]);
/** A JPEG whose comment segment holds an HTML page. */
const JPEG_POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x40]),
  Buffer.from('<html><body onload="alert(document.cookie)"></body></html>'.padEnd(62, ' ')),
  Buffer.from([0xff, 0xd9]),
]);
/** A PDF that runs JavaScript when opened. */
const PDF_WITH_JS = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n2 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A zip of one entry of `size` zeros, deflated to a few kilobytes: a decompression bomb. */
function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size, 0), { level: 9 });
  const name = Buffer.from('essay.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Every file anywhere under DATA_DIR, with its size. */
async function everythingOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        return `${file} ${(await fs.stat(file)).size}`;
      }),
  );
}

async function refused(files: FilePart[], message: string) {
  const id = await idOf('Map of Indian rivers');
  const before = { attachments: await attachmentsOf(id), disk: await everythingOnDisk() };
  const answer = await upload('aarav', files, payload(id));
  expect(answer.status, answer.body.message).toBe(400);
  expect(answer.body.message).toBe(message);
  expect(await attachmentsOf(id)).toEqual(before.attachments);
  expect(await everythingOnDisk()).toEqual(before.disk);
}

describe('hostile uploads are refused, naming the file, and leave nothing behind', () => {
  it.each<[string, FilePart, string]>([
    [
      'a GIF that is also a page with a script',
      { name: 'drawing.gif', type: 'image/gif', data: GIF_POLYGLOT },
      uploadRefusal.active('drawing.gif'),
    ],
    [
      'a JPEG with an HTML page in its comment',
      { name: 'photo.jpg', type: 'image/jpeg', data: JPEG_POLYGLOT },
      uploadRefusal.active('photo.jpg'),
    ],
    [
      'a PDF that runs JavaScript',
      { name: 'worksheet.pdf', type: 'application/pdf', data: PDF_WITH_JS },
      uploadRefusal.active('worksheet.pdf'),
    ],
    [
      'a double extension hiding a program',
      { name: 'homework.pdf.exe', data: PE },
      badFileTypeMessage('homework.pdf.exe'),
    ],
    [
      'a page under a double extension',
      {
        name: 'homework.jpg.html',
        type: 'text/html',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      badFileTypeMessage('homework.jpg.html'),
    ],
    [
      'a program renamed as a picture',
      { name: 'selfie.png', type: 'image/png', data: PE },
      badFileTypeMessage('selfie.png'),
    ],
    [
      'a zip bomb named as a Word file',
      { name: 'essay.docx', data: zipBomb(50 * 1024 * 1024) },
      badFileTypeMessage('essay.docx'),
    ],
    [
      'an SVG with a script',
      { name: 'diagram.svg', type: 'image/svg+xml', data: SVG },
      badFileTypeMessage('diagram.svg'),
    ],
    [
      'an SVG named as a PNG',
      { name: 'diagram.png', type: 'image/png', data: SVG },
      badFileTypeMessage('diagram.png'),
    ],
    [
      'zero bytes',
      { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
      uploadRefusal.empty('empty.pdf'),
    ],
    [
      'a picture declared as a PDF',
      { name: 'scan.png', type: 'application/pdf', data: PNG },
      uploadRefusal.mismatch('scan.png'),
    ],
    [
      'a PDF declared as a picture',
      { name: 'notes.pdf', type: 'image/png', data: PDF },
      uploadRefusal.mismatch('notes.pdf'),
    ],
    ['a picture named as a PDF', { name: 'chart.pdf', data: PNG }, uploadRefusal.mismatch('chart.pdf')],
    [
      'a text file declared as a page',
      { name: 'notes.txt', type: 'text/html', data: Buffer.from('<b>hello</b>') },
      uploadRefusal.mismatch('notes.txt'),
    ],
    [
      'a name climbing out of the folder',
      { name: '../../../etc/passwd.txt', type: 'text/plain', data: Buffer.from('root') },
      uploadRefusal.name('passwd.txt'),
    ],
    [
      'a Windows path',
      { name: '..\\..\\boot.ini.txt', type: 'text/plain', data: Buffer.from('x') },
      uploadRefusal.name('boot.ini.txt'),
    ],
    [
      'a control character in the name',
      { name: 'notes\u0007.txt', type: 'text/plain', data: Buffer.from('x') },
      uploadRefusal.name('notes.txt'),
    ],
    [
      'a right-to-left override making a program look like a text',
      { name: 'report\u202Etxt.exe', data: PE },
      uploadRefusal.name('reporttxt.exe'),
    ],
  ])('%s', async (_what, file, message) => {
    await refused([{ name: 'fine.pdf', type: 'application/pdf', data: PDF }, file], message);
  });

  it('one byte over the total limit, streamed; the limit itself is accepted', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const sized = (bytes: number) =>
      async function* () {
        yield PDF;
        let left = bytes - PDF.length;
        while (left > 0) {
          const part = chunk.subarray(0, Math.min(left, chunk.length));
          left -= part.length;
          yield part;
        }
      };
    const limit = ASSIGNMENT_LIMITS.maxTotalBytes;
    await refused([{ name: 'atlas.pdf', type: 'application/pdf', data: sized(limit + 1) }], M.tooLarge);

    const id = await idOf('Map of Indian rivers');
    const accepted = await upload(
      'aarav',
      [{ name: 'atlas.pdf', type: 'application/pdf', data: sized(limit) }],
      payload(id),
    );
    expect(accepted.status, accepted.body.message).toBe(200);
    // The list gives sizes in MB; the disk holds every byte.
    expect((await attachmentsOf(id)).find((a) => a.attachment_display_name === 'atlas.pdf')?.size).toBe(150);
    expect((await everythingOnDisk()).filter((line) => line.endsWith(` ${limit}`))).toHaveLength(1);
  }, 120_000);

  it('ordinary files still pass: a PNG under .jpg, a text with markup as .txt, a PDF declared as octet-stream', async () => {
    const id = await idOf('Photosynthesis diagram');
    const answer = await upload(
      'aarav',
      [
        { name: 'leaf.jpg', type: 'image/jpeg', data: PNG },
        {
          name: 'html-notes.txt',
          type: 'text/plain',
          data: Buffer.from('Tags I learnt: <script> and <html>.'),
        },
        { name: 'answers.pdf', data: PDF },
      ],
      payload(id),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect((await attachmentsOf(id)).map((a) => a.attachment_display_name).sort()).toEqual([
      'answers.pdf',
      'html-notes.txt',
      'leaf.jpg',
    ]);
  });
});
