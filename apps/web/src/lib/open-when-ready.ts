/**
 * Opens in a window of its own an address that a call hands out (a file's short-lived link, the
 * score card's single-use launch address). The window is opened at once, inside the click (a window
 * opened after a network wait may be blocked as a pop-up), cut from this page, and sent on to the
 * address when it comes. If the call fails, the window closes and the error is thrown for the caller
 * to show. Pop-ups blocked: the address opens in a new window after all ('new-window') or in this
 * page ('this-page': a file's link downloads without leaving the portal).
 */
export async function openWhenReady(
  addressOf: () => Promise<string>,
  ifBlocked: 'new-window' | 'this-page',
): Promise<void> {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  try {
    const url = new URL(await addressOf(), window.location.href).href;
    if (opened) opened.location.replace(url);
    else if (ifBlocked === 'this-page') window.location.assign(url);
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    opened?.close();
    throw error;
  }
}
