/**
 * A Content-Disposition header for a downloaded or shown file whose name may hold any script:
 * `filename` is an ASCII fallback (accents dropped, ß → ss, œ → oe, anything else replaced;
 * `fallback` when nothing is left), `filename*` the full name in UTF-8 (RFC 5987 / RFC 6266).
 * Path separators, quotes and control characters never reach either.
 */
export function contentDisposition(
  disposition: 'inline' | 'attachment',
  name: string,
  fallback = 'file',
): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 ? safe.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const asciiStem = (dot > 0 ? safe.slice(0, dot) : safe)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '');
  const ascii = `${asciiStem === '' ? fallback : asciiStem}${extension}`;
  const full = encodeURIComponent(safe === '' ? ascii : safe).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${full}`;
}
