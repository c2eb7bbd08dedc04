import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Every namespace in every language (issue 29: the locale-key checks of the browser specs, here once
 * for all namespaces): the same texts as English (plural forms as each language has them), none
 * empty, the same {{placeholders}}, and in the language's own words (a few values are the same word
 * or a name in both languages).
 */

const DIR = new URL('./', import.meta.url);
const LANGUAGES = ['fr', 'hi', 'de'];
const NAMESPACES = readdirSync(new URL('en/', DIR)).filter((file) => file.endsWith('.json'));

type Tree = { [key: string]: string | Tree };
function flat(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[prefix + key] = value;
    else flat(value, `${prefix}${key}.`, into);
  }
  return into;
}
const texts = (lang: string, file: string) =>
  flat(JSON.parse(readFileSync(new URL(`${lang}/${file}`, DIR), 'utf8')) as Tree);
/** A key without its plural ending: languages have different plural forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

describe.each(NAMESPACES)('%s', (file) => {
  const english = texts('en', file);
  const englishBase = [...new Set(Object.keys(english).map(base))].sort();

  it.each(LANGUAGES)(
    '%s has every text, none empty, with the same placeholders, in its own words',
    (lang) => {
      const other = texts(lang, file);
      expect([...new Set(Object.keys(other).map(base))].sort()).toEqual(englishBase);
      expect(Object.entries(other).filter(([, text]) => text.trim() === '')).toEqual([]);
      const byBase = new Map<string, string[]>();
      for (const [key, text] of Object.entries(english)) byBase.set(base(key), placeholders(text));
      for (const [key, text] of Object.entries(other)) {
        // A plural form may leave the count out ("un fichier"); it never names one English does not.
        const wanted = byBase.get(base(key)) ?? [];
        expect(
          placeholders(text).filter((name) => !wanted.includes(name)),
          `${lang} ${key}`,
        ).toEqual([]);
      }
      const same = Object.keys(english).filter((key) => other[key] === english[key]);
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(
        Math.max(2, Object.keys(english).length / 5),
      );
    },
  );
});
