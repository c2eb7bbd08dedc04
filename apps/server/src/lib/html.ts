import sanitize from 'sanitize-html';
import { displayAttributes, displayTags } from '@portal/shared/shell/display-html';
import { rememberedByText } from './memo';

/**
 * HTML written by an institute (questions, options, passages, instructions, solutions,
 * assignment notes), made safe on the server with sanitize-html before it leaves, by the
 * allow-list the portal's DOMPurify applies (@portal/shared/shell/display-html, with pictures),
 * less links: a question sends no one away. No scripts, styles, event handlers, frames or forms;
 * pictures only from this site or over http(s). The portal sanitises again before display
 * (defence in depth). TeX between \( \) or \[ \] is text and survives.
 */

const RICH = { images: true };
const TAGS = displayTags(RICH).filter((tag) => tag !== 'a');

/** Dropped together with everything inside them (as DOMPurify drops them), not only their tags. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math']; // prettier-ignore

const NUMBER = /^\d{1,4}$/;
const NUMERIC_ATTRIBUTES = ['width', 'height', 'colspan', 'rowspan'];

/** A picture source: http(s), or a path on this site (never protocol-relative, /\ included). */
export function isSafeSource(value: string): boolean {
  const source = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(source) || /^\/(?![/\\])[^\s]*$/.test(source);
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': displayAttributes(RICH).filter((name) => name !== 'href' && name !== 'src'),
    img: ['src'],
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
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  // A picture without a safe source is no picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeSource(frame.attribs.src ?? ''),
};

const clean = rememberedByText((html) => sanitize(html, OPTIONS));

/** Remembered per node by text: a test's questions are cleaned once, not for every candidate's report. */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return clean(html);
}

/** Whether a text holds TeX between \( \), \[ \] or $$ (question_mathjax: the portal loads its math renderer). */
export const hasMath = (...texts: Array<string | null | undefined>): boolean =>
  texts.some((text) => !!text && /\\\(|\\\[|\$\$/.test(text));
