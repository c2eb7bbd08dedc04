import { createSanitizer } from '@/lib/safe-html';

/**
 * An announcement's HTML, safe to insert: no scripts, event handlers, styles,
 * forms, frames or images; headings become text (the card owns the heading
 * levels); links open in a new tab without access to this page.
 */
export const sanitizeAnnouncementHtml = createSanitizer({ images: false });
