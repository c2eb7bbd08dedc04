/**
 * Question HTML as the institute wrote it, made safe before it leaves the server: every
 * tag is either dropped or written anew from an allow-list (no attributes but a few, each
 * value escaped and checked), and the text between tags is escaped. Nothing of the input
 * passes through as markup, so an unclosed quote or a broken tag cannot smuggle anything
 * in. The portal sanitises again with DOMPurify before display (defence in depth).
 * TeX between \( \) or \[ \] is plain text and survives unchanged.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Tags whose content is dropped with them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Image sources: http(s) or a path on this site; never javascript:, data: or protocol-relative. */
function safeSource(value: string): boolean {
  const v = value.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'));
}

function attributesOf(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  const pattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of raw.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (!allowed.includes(name)) continue;
    if (name === 'src' && !safeSource(value)) continue;
    if (
      (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') &&
      !/^\d{1,4}$/.test(value)
    )
      continue;
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  return out.join('');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?/g;

/** Safe HTML of an institute-written fragment (see the file comment). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let last = 0;
  let droppingUntil: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const index = match.index;
    if (droppingUntil === null) out += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = match[1] === '/';
    if (droppingUntil !== null) {
      if (closing && name === droppingUntil) droppingUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) droppingUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}${attributesOf(name, match[3] ?? '')}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was left open inside it, so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      open.push(name);
      out += `<${name}${attributesOf(name, match[3] ?? '')}>`;
    }
  }
  if (droppingUntil === null) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** Whether a text holds TeX between \( \) or \[ \] (question_mathjax). */
export const hasMath = (...texts: Array<string | null | undefined>): boolean =>
  texts.some((text) => !!text && /\\\(|\\\[/.test(text));
