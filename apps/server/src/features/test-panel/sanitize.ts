/**
 * The paper's HTML (questions, options, passages, instructions) as the panel may insert it.
 * Every tag is rebuilt from an allow-list with only safe attributes, so no script, event
 * handler, style, frame or form reaches the window; text keeps its entities, and a stray
 * '<' (TeX such as \( a < b \)) becomes &lt;. The panel sanitises again before inserting.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  'img', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption',
]); // prettier-ignore
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Tags dropped together with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
]);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
};

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Pictures from this server's files or https only (no javascript:, data: or http:). */
function safeSource(value: string): boolean {
  const decoded = value.replace(/&#x?[0-9a-f]+;?|&[a-z]+;/gi, '').replace(/\s/g, '');
  if (/^https:\/\//i.test(decoded)) return true;
  return /^\/(?![/\\])/.test(decoded) && !/^[a-z][a-z0-9+.-]*:/i.test(decoded);
}

function rebuildTag(name: string, closing: boolean, rawAttrs: string): string {
  if (closing) return VOID_TAGS.has(name) ? '' : `</${name}>`;
  const allowed = ALLOWED_ATTRS[name] ?? [];
  const kept: string[] = [];
  for (const match of rawAttrs.matchAll(ATTR)) {
    const attr = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(attr)) continue;
    if (attr === 'src' && !safeSource(value)) continue;
    if (
      (attr === 'width' ||
        attr === 'height' ||
        attr === 'colspan' ||
        attr === 'rowspan' ||
        attr === 'start') &&
      !/^\d{1,4}$/.test(value)
    )
      continue;
    kept.push(` ${attr}="${escapeAttr(value)}"`);
  }
  if (name === 'img' && !kept.some((a) => a.startsWith(' src='))) return '';
  return `<${name}${kept.join('')}>`;
}

export function sanitizePaperHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index;
    if (dropping === null) out += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = match[0].startsWith('</');
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    if (ALLOWED_TAGS.has(name)) out += rebuildTag(name, closing, match[2] ?? '');
  }
  if (dropping === null) out += escapeText(html.slice(last));
  return out;
}
