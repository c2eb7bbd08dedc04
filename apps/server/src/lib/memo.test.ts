import { describe, expect, it } from 'vitest';
import { rememberedByText } from './memo';

describe('rememberedByText', () => {
  it('computes a text once while it is remembered, and gives the same result', () => {
    const seen: string[] = [];
    const upper = rememberedByText((text) => (seen.push(text), text.toUpperCase()), 100);
    expect(upper('ab')).toBe('AB');
    expect(upper('ab')).toBe('AB');
    expect(upper('cd')).toBe('CD');
    expect(seen).toEqual(['ab', 'cd']);
  });

  it('forgets the oldest texts first to stay within its characters', () => {
    const seen: string[] = [];
    // Each text and its result take 6 characters: 13 fit in 80.
    const upper = rememberedByText((text) => (seen.push(text), text.toUpperCase()), 80);
    const texts = Array.from({ length: 14 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    for (const text of texts) upper(text);
    upper(texts[1]!);
    upper(texts[0]!);
    expect(seen).toEqual([...texts, texts[0]]);
  });

  it('never keeps a text larger than a tenth of its room', () => {
    const seen: string[] = [];
    const same = rememberedByText((text) => (seen.push(text), text), 100);
    same('x'.repeat(6));
    same('x'.repeat(6));
    expect(seen).toHaveLength(2);
  });
});
