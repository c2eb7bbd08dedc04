import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, PRECOMPRESSED, precompressFile } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const script = (length: number) =>
  Array.from({ length }, (_, i) => `export const value${i} = ${i};\n`)
    .join('')
    .slice(0, length);

describe('precompressed copies of the built files', () => {
  it('writes .br and .gz beside a script, each decoding to the same bytes, brotli the smaller', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'index-abc.js');
    const text = script(50_000);
    writeFileSync(file, text);
    await precompressFile(file);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(text.length);
  });

  it('leaves a file below the threshold alone (the server sends it as it is)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'tiny.js');
    writeFileSync(file, script(PRECOMPRESS_MIN_BYTES - 1));
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('covers text files only, never pictures, fonts, maps or the copies themselves', () => {
    for (const name of ['a.js', 'a.mjs', 'a.css', 'a.svg', 'a.json'])
      expect(PRECOMPRESSED.test(name)).toBe(true);
    for (const name of ['a.png', 'a.woff2', 'a.js.map', 'a.js.br', 'a.js.gz'])
      expect(PRECOMPRESSED.test(name)).toBe(false);
  });
});
