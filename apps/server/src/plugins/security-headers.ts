import { createHash } from 'node:crypto';
import type { App } from '../app';

/** The script-src hashes of a page's inline scripts (the theme is applied before first paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The portal page's Content-Security-Policy: scripts only from this site (plus the exact
 * inline scripts of the built page, by hash), no plugins, no framing by anyone. Styles
 * allow inline (React style attributes, KaTeX); pictures may come from the web (institute
 * banners); frames only the privacy-enhanced YouTube and Vimeo players.
 */
export function portalCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer: no MIME sniffing, no referrer to other sites (a launch key in a
 * test panel address never leaks), no framing, and HSTS when the request came over TLS
 * (directly, or per X-Forwarded-Proto from the trusted proxy).
 */
export function registerSecurityHeaders(app: App): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
