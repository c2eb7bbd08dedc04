import { useEffect, useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import './math-html.css';

/** Its own instance: the hooks below must not change other screens' sanitising. */
const purifier = DOMPurify(window);

/** What a question, passage, option or instruction text may keep; anything else is dropped (its text kept). */
const ALLOWED_TAGS = [
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
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'src', 'alt', 'width', 'height'];
/** Web addresses, or a path on this site (uploaded files). */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (!href || !/^(https?:|mailto:)/i.test(href.trim())) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (!src || !SAFE_URL.test(src.trim())) {
      node.remove();
      return;
    }
    // A picture without a description is decoration to a screen reader, not its file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/** HTML from the server, safe to insert: no scripts, handlers, styles, forms or frames; pictures from the web or this site only. */
export function sanitizeRichHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** Whether a text holds TeX between \( \) or \[ \]. */
export const hasMath = (text: string): boolean => /\\\(|\\\[/.test(text);

interface MathHtmlProps {
  html: string;
  className?: string;
  /** `span` inside labels and buttons (phrasing content only). */
  as?: 'div' | 'span';
  id?: string;
}

/**
 * Sanitised HTML with its TeX typeset. KaTeX and its CSS are fetched only when a text
 * holds math; until they arrive the TeX source shows (never an empty box).
 */
export function MathHtml({ html, className, as: Tag = 'div', id }: MathHtmlProps) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  const [typeset, setTypeset] = useState<{ from: string; html: string } | null>(null);

  useEffect(() => {
    if (!hasMath(clean)) return;
    let live = true;
    void import('./math-render')
      .then(({ renderMath }) => {
        if (live) setTypeset({ from: clean, html: renderMath(clean) });
      })
      .catch(() => undefined); // the source text stays readable
    return () => {
      live = false;
    };
  }, [clean]);

  const shown = typeset?.from === clean ? typeset.html : clean;
  return (
    <Tag
      id={id}
      className={className ? `math-html ${className}` : 'math-html'}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
