/**
 * A pure function of a string, remembered for its latest inputs (the oldest forgotten first) up to
 * `maxChars` characters of inputs and results together; a text longer than a tenth of that is
 * computed every time. For work that every reader of the same text repeats: an institute's notice
 * or question is cleaned once per node, not once per student who opens it (issue 27).
 */
export function rememberedByText(
  fn: (text: string) => string,
  maxChars = 2_000_000,
): (text: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const hit = kept.get(text);
    if (hit !== undefined) return hit;
    const result = fn(text);
    const size = text.length + result.length;
    if (size > maxChars / 10) return result;
    for (const [oldest, value] of kept) {
      if (chars + size <= maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length + value.length;
    }
    kept.set(text, result);
    chars += size;
    return result;
  };
}
