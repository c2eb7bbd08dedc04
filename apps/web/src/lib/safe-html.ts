import DOMPurify from 'dompurify';

/** Formatting, lists, links and tables that server HTML (announcements, questions) may keep. */
const TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]; // prettier-ignore
const TEXT_ATTR = ['href', 'title', 'colspan', 'rowspan'];
/** Web addresses, or a path on this site (uploaded files). */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

/**
 * A DOMPurify sanitiser of its own (its hooks change no other screen's): no scripts, event
 * handlers, styles, forms or frames; links only to the web or mail, opening in a new tab
 * without access to this page; with `images`, pictures from the web or this site only,
 * loaded lazily, described or marked as decoration.
 */
export function createSanitizer(options: { images: boolean }): (html: string) => string {
  const purifier = DOMPurify(window);
  const ALLOWED_TAGS = options.images ? [...TEXT_TAGS, 'img', 'caption'] : TEXT_TAGS;
  const ALLOWED_ATTR = options.images ? [...TEXT_ATTR, 'src', 'alt', 'width', 'height'] : TEXT_ATTR;
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
  return (html) => purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
