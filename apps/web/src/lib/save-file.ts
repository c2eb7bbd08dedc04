/** Saves bytes under a file name, through a short-lived object address. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the address when the download starts, after this click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
