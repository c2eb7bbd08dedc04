import sanitize from 'sanitize-html';
import {
  displayAttributes,
  displayTags,
  isDisplayLink,
  isDisplayPicture,
  type DisplayHtmlOptions,
} from '@portal/shared/shell/display-html';
import { rememberedByText } from './memo';

/**
 * Server HTML as the portal shows it, for a screen drawn on the server (plugins/server-drawn.ts):
 * the rules of the portal's DOMPurify sanitiser (apps/web/src/lib/safe-html.ts, shared in
 * @portal/shared/shell/display-html), applied with sanitize-html. Links only to the web or mail,
 * opening in a new tab without access to the page; pictures only from the web or this site, loaded
 * lazily, described or marked as decoration.
 */
function optionsOf(options: DisplayHtmlOptions): sanitize.IOptions {
  const attributes = displayAttributes(options);
  return {
    allowedTags: displayTags(options),
    allowedAttributes: {
      '*': attributes.filter((name) => name !== 'href' && name !== 'src'),
      a: ['href', 'target', 'rel'],
      ...(options.images ? { img: ['src', 'loading', 'decoding'] } : {}),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const { href, target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: isDisplayLink(href)
            ? { ...rest, href: href!, target: '_blank', rel: 'noopener noreferrer' }
            : rest,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { alt: '', ...attribs, loading: 'lazy', decoding: 'async' },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isDisplayPicture(frame.attribs.src),
  };
}

const TEXT = optionsOf({ images: false });
const RICH = optionsOf({ images: true });
const cleanText = rememberedByText((html) => sanitize(html, TEXT));
const cleanRich = rememberedByText((html) => sanitize(html, RICH));

/** Remembered per node by text: every student of an institute reads the same notices. */
export function displayHtml(html: string, options: DisplayHtmlOptions): string {
  return options.images ? cleanRich(html) : cleanText(html);
}
