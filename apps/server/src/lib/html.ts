import sanitize from 'sanitize-html';

/**
 * HTML written by an institute (questions, options, passages, instructions, solutions),
 * made safe on the server with sanitize-html before it leaves: an allow-list of formatting,
 * list, table and picture tags; no scripts, styles, event handlers, frames, forms or links;
 * pictures only from this site or over http(s). The portal sanitises again with DOMPurify
 * before display (defence in depth). TeX between \( \) or \[ \] is text and survives.
 */

const TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  'img', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption',
]; // prettier-ignore

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math']; // prettier-ignore

const NUMBER = /^\d{1,4}$/;
const NUMERIC_ATTRIBUTES = ['width', 'height', 'colspan', 'rowspan', 'start'];

/** A picture source: http(s), or a path on this site (never protocol-relative, /\ included). */
export function isSafeSource(value: string): boolean {
  const source = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(source) || /^\/(?![/\\])[^\s]*$/.test(source);
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['src', 'href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (NUMERIC_ATTRIBUTES.includes(name) && !NUMBER.test(value)) continue;
        if (name === 'type' && !/^[1aAiI]$/.test(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  // A picture without a safe source is no picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeSource(frame.attribs.src ?? ''),
};

export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}

/** Whether a text holds TeX between \( \), \[ \] or $$ (question_mathjax: the portal loads its math renderer). */
export const hasMath = (...texts: Array<string | null | undefined>): boolean =>
  texts.some((text) => !!text && /\\\(|\\\[|\$\$/.test(text));
