/**
 * What server HTML (announcements, questions, assignment notes) may keep when the portal shows it:
 * formatting, lists, links and tables, and with `images` pictures. The browser applies these rules
 * with DOMPurify (apps/web/src/lib/safe-html.ts); the server applies the same ones with
 * sanitize-html before the HTML leaves (apps/server/src/lib/display-html.ts for announcements and
 * screens drawn on the server, apps/server/src/lib/html.ts, without links, for questions).
 */
const TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]; // prettier-ignore
const TEXT_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan'];

export interface DisplayHtmlOptions {
  images: boolean;
}

export const displayTags = (options: DisplayHtmlOptions): string[] =>
  options.images ? [...TEXT_TAGS, 'img', 'caption'] : TEXT_TAGS;

export const displayAttributes = (options: DisplayHtmlOptions): string[] =>
  options.images ? [...TEXT_ATTRIBUTES, 'src', 'alt', 'width', 'height'] : TEXT_ATTRIBUTES;

/** A link is kept only to the web or to mail (and opens in a new tab without access to the page). */
export const isDisplayLink = (href: string | null | undefined): boolean =>
  !!href && /^(https?:|mailto:)/i.test(href.trim());

/** A picture only from the web or a path on this site (uploaded files; never protocol-relative, /\ included). */
export const isDisplayPicture = (src: string | null | undefined): boolean =>
  !!src && /^(https?:\/\/|\/(?![/\\]))/i.test(src.trim());
