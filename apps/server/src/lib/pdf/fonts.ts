import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The PDF fonts: Noto Sans (its latin and latin-ext subsets) and Noto Sans Devanagari, as
 * @fontsource ships them, regular and bold. Which font draws a character follows the
 * subsets' unicode ranges.
 */

export type Script = 'latin' | 'latinExt' | 'devanagari';
export type Weight = 'regular' | 'bold';

/** The unicode ranges of @fontsource's subsets (their CSS unicode-range), as code point pairs. */
// prettier-ignore
const LATIN: Array<[number, number]> = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329],
  [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];
// prettier-ignore
const LATIN_EXT: Array<[number, number]> = [
  [0x0100, 0x02ba], [0x02bd, 0x02c5], [0x02c7, 0x02cc], [0x02ce, 0x02d7], [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf], [0x1e00, 0x1e9f], [0x1ef2, 0x1eff], [0x2020, 0x2020], [0x20a0, 0x20ab],
  [0x20ad, 0x20c0], [0x2113, 0x2113], [0x2c60, 0x2c7f], [0xa720, 0xa7ff],
];
// prettier-ignore
const DEVANAGARI: Array<[number, number]> = [
  [0x0900, 0x097f], [0x1cd0, 0x1cf9], [0x20a8, 0x20a8], [0x20b9, 0x20b9], [0x20f0, 0x20f0],
  [0x25cc, 0x25cc], [0xa830, 0xa839], [0xa8e0, 0xa8ff], [0x11b00, 0x11b09],
];

const within = (ranges: Array<[number, number]>, cp: number) =>
  ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The font for a character; one no font has falls to latin (its missing-glyph box). */
export function scriptOf(cp: number): Script {
  if (within(DEVANAGARI, cp)) return 'devanagari';
  if (within(LATIN, cp)) return 'latin';
  if (within(LATIN_EXT, cp)) return 'latinExt';
  return 'latin';
}

/** Characters every one of the fonts has (spaces, joiners). */
export const isNeutral = (cp: number): boolean =>
  cp === 0x20 || cp === 0xa0 || cp === 0x200c || cp === 0x200d;

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  devanagari: {
    regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
};

export const fontName = (script: Script, weight: Weight): string => `${script}-${weight}`;

/**
 * A WOFF 1.0 file as the plain sfnt (TrueType/OpenType) font it wraps. pdfkit reads WOFF
 * itself, but inflates its tables in JavaScript again for every document (seconds per
 * report); unwrapped once here with zlib, each document opens a plain font.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= count) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const size = 12 + count * 16 + tables.reduce((sum, t) => sum + padded(t.data.length), 0);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = 12 + count * 16;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

export type FontBuffers = Array<[name: string, data: Buffer]>;
let fontsLoading: Promise<FontBuffers> | null = null;

/** The fonts, read and unwrapped once per process (resolved as packages: any cwd, or a build). */
export function loadFonts(): Promise<FontBuffers> {
  if (!fontsLoading) {
    const require = createRequire(import.meta.url);
    const entries = (Object.keys(FONT_FILES) as Script[]).flatMap((script) =>
      (['regular', 'bold'] as const).map((weight) => ({
        name: fontName(script, weight),
        file: FONT_FILES[script][weight],
      })),
    );
    fontsLoading = Promise.all(
      entries.map(async ({ name, file }): Promise<[string, Buffer]> => [
        name,
        woffToSfnt(await readFile(require.resolve(file))),
      ]),
    );
    fontsLoading.catch(() => (fontsLoading = null));
  }
  return fontsLoading;
}

/** Registers the fonts with a document (pdfkit parses and embeds only those it uses). */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: FontBuffers): void {
  for (const [name, data] of fonts) doc.registerFont(name, data);
}
