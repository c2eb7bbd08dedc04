/** Puts the institute's favicon on the document. */
export function applyFavicon(href: string | null | undefined): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** "Screen · Institute" in the browser tab. */
export function setDocumentTitle(...parts: Array<string | null | undefined>): void {
  document.title = parts.filter((part) => part && part.trim() !== '').join(' · ');
}
