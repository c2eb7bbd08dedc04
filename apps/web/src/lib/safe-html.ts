import DOMPurify from 'dompurify';
import {
  displayAttributes,
  displayTags,
  isDisplayLink,
  isDisplayPicture,
} from '@portal/shared/shell/display-html';
import { serverContext } from './server-context';

/**
 * A DOMPurify sanitiser of its own (its hooks change no other screen's): no scripts, event
 * handlers, styles, forms or frames; links only to the web or mail, opening in a new tab
 * without access to this page; with `images`, pictures from the web or this site only,
 * loaded lazily, described or marked as decoration.
 */
export function createSanitizer(options: { images: boolean }): (html: string) => string {
  // Drawn on the server (no DOM): the server's sanitiser with the same rules, else nothing.
  if (typeof window === 'undefined') return (html) => serverContext()?.sanitize(html, options) ?? '';
  const purifier = DOMPurify(window);
  const ALLOWED_TAGS = displayTags(options);
  const ALLOWED_ATTR = displayAttributes(options);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (!isDisplayLink(node.getAttribute('href'))) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      if (!isDisplayPicture(node.getAttribute('src'))) {
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
