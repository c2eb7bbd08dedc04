#!/usr/bin/env node
// Regenerates the demo's sample files in apps/server/assets/demo-files (committed; never run in CI):
// a study guide PDF in each language (pdfkit, the Noto fonts the reports use), a diagram (SVG drawn
// by sharp), a short audio note and a short video with a visible counter (ffmpeg), a reading list,
// a zip of worksheets and a small Power BI file. The names are the seed's (db/seed/demo-files.ts).
// Usage: node scripts/make-demo-files.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { GUIDES, READING_LIST } from './lib/demo-guides.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/assets/demo-files');
const require = createRequire(import.meta.url);
const font = (file) => require.resolve(`@fontsource/${file}`);
const FONTS = {
  'latin-regular': font('noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-bold': font('noto-sans/files/noto-sans-latin-700-normal.woff'),
  'deva-regular': font('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  'deva-bold': font('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
};
/** A fixed date, so regenerating unchanged content gives the same bytes. */
const MADE = new Date('2026-01-05T09:00:00Z');
const INK = '#1f2a3d';
const MUTED = '#5a6478';
const GREEN = '#2f8f46';
const LEAF = '#4caf50';
const SUN = '#f5b700';
const BLUE = '#2f6fd6';

// --- PDF study guides ---------------------------------------------------------------------

const isDevanagari = (cp) => (cp >= 0x0900 && cp <= 0x097f) || cp === 0x200c || cp === 0x200d;

/** Pieces of a text by the font that has their characters (spaces stay with the piece before). */
function runs(text) {
  const out = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    const script = cp === 0x20 ? null : isDevanagari(cp) ? 'deva' : 'latin';
    const last = out.at(-1);
    if (last && (script === null || last.script === script)) last.text += ch;
    else out.push({ text: ch, script: script ?? 'latin' });
  }
  return out;
}

function write(doc, text, { x, y, width, size = 11, bold = false, color = INK, align = 'left', gap = 3 }) {
  doc.fontSize(size).fillColor(color);
  const parts = runs(text);
  parts.forEach((part, i) => {
    doc.font(`${part.script}-${bold ? 'bold' : 'regular'}`);
    const options = { width, align, lineGap: gap, continued: i < parts.length - 1 };
    if (i === 0) doc.text(part.text, x, y, options);
    else doc.text(part.text, options);
  });
  return doc.y;
}

function widthOf(doc, text, size, bold = false) {
  doc.fontSize(size);
  return runs(text).reduce((sum, part) => {
    doc.font(`${part.script}-${bold ? 'bold' : 'regular'}`);
    return sum + doc.widthOfString(part.text);
  }, 0);
}

/** One centred line: pdfkit centres each piece of a continued text on its own, so place it by its width. */
function centered(doc, text, { y, size, color = INK, bold = false }) {
  const width = widthOf(doc, text, size, bold);
  return write(doc, text, { x: 56 + (483 - width) / 2, y, width: width + 4, size, color, bold });
}

function arrow(doc, x1, y1, x2, y2, color) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 9;
  doc.save().lineWidth(2.5).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke();
  doc
    .fillColor(color)
    .moveTo(x2 + Math.cos(angle) * 3, y2 + Math.sin(angle) * 3)
    .lineTo(x2 - head * Math.cos(angle - 0.45), y2 - head * Math.sin(angle - 0.45))
    .lineTo(x2 - head * Math.cos(angle + 0.45), y2 - head * Math.sin(angle + 0.45))
    .fill()
    .restore();
}

function sun(doc, cx, cy, r) {
  doc.save().fillColor(SUN).circle(cx, cy, r).fill();
  doc.lineWidth(3).strokeColor(SUN);
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    doc
      .moveTo(cx + Math.cos(a) * (r + 6), cy + Math.sin(a) * (r + 6))
      .lineTo(cx + Math.cos(a) * (r + 18), cy + Math.sin(a) * (r + 18))
      .stroke();
  }
  doc.restore();
}

function leaf(doc, cx, cy, w, h) {
  doc.save().fillColor(LEAF);
  doc
    .moveTo(cx - w / 2, cy)
    .bezierCurveTo(cx - w / 4, cy - h, cx + w / 4, cy - h, cx + w / 2, cy)
    .bezierCurveTo(cx + w / 4, cy + h, cx - w / 4, cy + h, cx - w / 2, cy)
    .fill();
  doc
    .lineWidth(2)
    .strokeColor(GREEN)
    .moveTo(cx - w / 2 - 24, cy + 6)
    .lineTo(cx + w / 2 - 10, cy)
    .stroke();
  for (const t of [0.25, 0.45, 0.65]) {
    const x = cx - w / 2 + w * t;
    doc
      .moveTo(x, cy)
      .lineTo(x + 26, cy - h * 0.45)
      .stroke();
    doc
      .moveTo(x, cy)
      .lineTo(x + 26, cy + h * 0.45)
      .stroke();
  }
  doc.restore();
}

function footer(doc, guide) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const text = guide.footer.replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
    // Below the bottom margin: lift it for this line so pdfkit does not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    centered(doc, `${guide.title} · ${text}`, { y: 800, size: 9, color: MUTED });
    doc.page.margins.bottom = margin;
  }
}

function guidePdf(guide) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: {
      Title: guide.title,
      Subject: guide.subtitle,
      Author: 'Portal demo',
      CreationDate: MADE,
      ModDate: MADE,
    },
    lang: guide.lang,
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = 483;

  // 1. Title page.
  doc.save().rect(0, 0, 595, 260).fill('#e8f3ea').restore();
  sun(doc, 470, 110, 34);
  leaf(doc, 150, 150, 170, 70);
  write(doc, guide.label, { x: 56, y: 300, width, size: 12, color: GREEN, bold: true });
  write(doc, guide.title, { x: 56, y: 326, width, size: 30, bold: true, gap: 6 });
  write(doc, guide.subtitle, { x: 56, y: doc.y + 12, width, size: 15, color: MUTED });
  write(doc, guide.intro, { x: 56, y: doc.y + 40, width, size: 12, gap: 5 });

  // 2. The text.
  doc.addPage();
  let y = 64;
  for (const section of guide.sections) {
    y = write(doc, section.heading, { x: 56, y, width, size: 17, bold: true, color: GREEN }) + 6;
    y = write(doc, section.text, { x: 56, y, width, size: 12, gap: 5 }) + 20;
  }
  y = write(doc, guide.equation.heading, { x: 56, y, width, size: 17, bold: true, color: GREEN }) + 14;
  const left = widthOf(doc, guide.equation.left, 13, true);
  const right = widthOf(doc, guide.equation.right, 13, true);
  const start = 56 + (width - (left + right + 70)) / 2;
  doc
    .save()
    .roundedRect(56, y - 10, width, 74, 10)
    .fill('#f1f5fb')
    .restore();
  write(doc, guide.equation.left, { x: start, y, width: left + 2, size: 13, bold: true });
  arrow(doc, start + left + 12, y + 10, start + left + 58, y + 10, INK);
  write(doc, guide.equation.right, { x: start + left + 70, y, width: right + 2, size: 13, bold: true });
  centered(doc, guide.equation.note, { y: y + 32, size: 11, color: MUTED });

  // 3. The diagram.
  doc.addPage();
  write(doc, guide.diagram.title, { x: 56, y: 64, width, size: 20, bold: true });
  const top = 140;
  doc.save().roundedRect(56, top, width, 400, 14).lineWidth(1).strokeColor('#c9d3e3').stroke().restore();
  sun(doc, 140, top + 70, 28);
  leaf(doc, 300, top + 210, 190, 80);
  const labels = guide.diagram.labels;
  const label = (text, x, y, color = INK, w = 150) =>
    write(doc, text, { x, y, width: w, size: 11, bold: true, color });
  label(labels.sunlight, 90, top + 118, '#9a6b00', 110);
  arrow(doc, 170, top + 100, 250, top + 170, SUN);
  label(labels.co2, 72, top + 200, INK, 120);
  arrow(doc, 150, top + 230, 200, top + 220, INK);
  label(labels.water, 72, top + 300, BLUE, 130);
  arrow(doc, 170, top + 310, 240, top + 250, BLUE);
  label(labels.oxygen, 420, top + 110, '#2f6fd6', 110);
  arrow(doc, 370, top + 180, 440, top + 150, BLUE);
  label(labels.glucose, 420, top + 270, GREEN, 110);
  arrow(doc, 380, top + 240, 440, top + 270, GREEN);
  label(labels.chlorophyll, 250, top + 330, GREEN, 110);
  arrow(doc, 290, top + 328, 295, top + 260, GREEN);
  write(doc, guide.diagram.caption, { x: 56, y: top + 420, width, size: 11, color: MUTED, gap: 4 });

  // 4. Summary and questions.
  doc.addPage();
  y = write(doc, guide.summary.heading, { x: 56, y: 64, width, size: 20, bold: true, color: GREEN }) + 10;
  for (const point of guide.summary.points) {
    doc
      .save()
      .fillColor(GREEN)
      .circle(64, y + 8, 3.5)
      .fill()
      .restore();
    y = write(doc, point, { x: 78, y, width: width - 22, size: 12, gap: 5 }) + 8;
  }
  y =
    write(doc, guide.questions.heading, { x: 56, y: y + 24, width, size: 20, bold: true, color: GREEN }) + 10;
  guide.questions.items.forEach((question, i) => {
    write(doc, `${i + 1}.`, { x: 56, y, width: 20, size: 12, bold: true });
    y = write(doc, question, { x: 78, y, width: width - 22, size: 12, gap: 5 }) + 6;
    doc.save().lineWidth(0.8).strokeColor('#c9d3e3');
    for (let line = 0; line < 3; line += 1)
      doc
        .moveTo(78, y + 18 + line * 22)
        .lineTo(539, y + 18 + line * 22)
        .stroke();
    doc.restore();
    y += 90;
  });

  footer(doc, guide);
  doc.end();
  return done;
}

// --- Diagram (PNG) ----------------------------------------------------------------------------

function diagramSvg(labels) {
  const text = (x, y, value, color, anchor = 'middle', size = 24) =>
    `<text x="${x}" y="${y}" fill="${color}" font-size="${size}" font-weight="700" text-anchor="${anchor}">${value}</text>`;
  const line = (x1, y1, x2, y2, color) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="5" marker-end="url(#${color.slice(1)})"/>`;
  const marker = (color) =>
    `<marker id="${color.slice(1)}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${150 + Math.cos(a) * 58}" y1="${110 + Math.sin(a) * 58}" x2="${150 + Math.cos(a) * 78}" y2="${110 + Math.sin(a) * 78}" stroke="${SUN}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540" font-family="Noto Sans, DejaVu Sans, sans-serif">
  <defs>${[SUN, INK, BLUE, GREEN].map(marker).join('')}</defs>
  <rect width="960" height="540" fill="#ffffff"/>
  <rect x="0" y="0" width="960" height="64" fill="#e8f3ea"/>
  ${text(480, 43, labels.title, INK, 'middle', 28)}
  <circle cx="150" cy="110" r="48" fill="${SUN}"/>${rays}
  <path d="M330,300 C400,170 560,170 630,300 C560,430 400,430 330,300 Z" fill="${LEAF}"/>
  <path d="M290,306 L620,300 M400,300 L440,250 M400,300 L440,350 M480,300 L520,250 M480,300 L520,350" stroke="${GREEN}" stroke-width="4" fill="none"/>
  ${text(480, 470, labels.chlorophyll, GREEN)}
  ${line(480, 445, 480, 390, GREEN)}
  ${text(150, 225, labels.sunlight, '#9a6b00')}
  ${line(205, 160, 360, 245, SUN)}
  ${text(120, 315, labels.co2, INK)}
  ${line(250, 304, 320, 300, INK)}
  ${text(130, 440, labels.water, BLUE)}
  ${line(190, 410, 340, 345, BLUE)}
  ${text(810, 190, labels.oxygen, BLUE)}
  ${line(620, 265, 735, 210, BLUE)}
  ${text(810, 420, labels.glucose, GREEN)}
  ${line(620, 335, 735, 390, GREEN)}
</svg>`;
}

// --- Zip files --------------------------------------------------------------------------------

/** A zip of the given files (deflated), with a fixed date. */
function zip(entries) {
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 5;
  const parts = [];
  const central = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(dosDate, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

// --- Audio and video (ffmpeg) -----------------------------------------------------------------

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function media() {
  // A chime of rising notes, one a second, each fading out.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='0.35*sin(2*PI*(330+110*floor(t))*t)*exp(-2.5*mod(t,1))':s=22050:d=6",
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    '-metadata',
    'title=Audio note: photosynthesis',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    path.join(OUT, 'audio-note.mp3'),
  ]);
  // Six seconds of a test pattern with a large running counter (a browser test sees it play),
  // VP8 and Vorbis, a key frame every second so seeking lands quickly.
  const bold = FONTS['latin-bold'];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=22050:duration=6',
    '-vf',
    `drawbox=x=0:y=270:w=640:h=90:color=black@0.6:t=fill,` +
      `drawtext=fontfile=${bold}:text='How plants make food':fontsize=26:fontcolor=white:x=24:y=300,` +
      `drawtext=fontfile=${bold}:text='%{eif\\:t\\:d}.%{eif\\:mod(t*10\\,10)\\:d} s':fontsize=34:fontcolor=white:x=w-tw-24:y=296`,
    '-c:v',
    'libvpx',
    '-b:v',
    '160k',
    '-g',
    '25',
    '-auto-alt-ref',
    '0',
    '-c:a',
    'libvorbis',
    '-q:a',
    '0',
    '-ac',
    '1',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    path.join(OUT, 'lesson.webm'),
  ]);
}

// --- Everything -------------------------------------------------------------------------------

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const guide of GUIDES) writeFileSync(path.join(OUT, `guide-${guide.lang}.pdf`), await guidePdf(guide));
  const english = GUIDES.find((guide) => guide.lang === 'en');
  await sharp(Buffer.from(diagramSvg({ title: english.diagram.title, ...english.diagram.short })))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, 'diagram.png'));
  writeFileSync(path.join(OUT, 'reading-list.txt'), READING_LIST);
  writeFileSync(path.join(OUT, 'worksheets.zip'), zip(english.worksheets));
  writeFileSync(path.join(OUT, 'sales-dashboard.pbix'), zip(english.pbix));
  media();
  let total = 0;
  for (const name of [
    'guide-en.pdf',
    'guide-fr.pdf',
    'guide-hi.pdf',
    'guide-de.pdf',
    'diagram.png',
    'audio-note.mp3',
    'lesson.webm',
    'reading-list.txt',
    'worksheets.zip',
    'sales-dashboard.pbix',
  ]) {
    const size = statSync(path.join(OUT, name)).size;
    total += size;
    console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(1).padStart(8)} KB`);
  }
  console.log(`${'together'.padEnd(22)} ${(total / 1024).toFixed(1).padStart(8)} KB`);
  if (total > 3 * 1024 * 1024) throw new Error('The sample files must stay under 3 MB together.');
}

await main();
