import DOMPurify from 'dompurify';

/** Its own instance: the link hook below must not change other screens' sanitising. */
const purifier = DOMPurify(window);

/** Formatting an announcement may keep; anything else is dropped (its text kept). */
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
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  // Only outside web and mail links; anything else stays as plain text in an <a> without a target.
  if (!href || !/^(https?:|mailto:)/i.test(href.trim())) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * An announcement's HTML, safe to insert: no scripts, event handlers, styles,
 * forms, frames or images; headings become text (the card owns the heading
 * levels); links open in a new tab without access to this page.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
