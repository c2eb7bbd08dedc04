import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWhenReady } from './open-when-ready';

/** A stand-in for the browser's window: what was opened, and where this page was sent. */
function browser(popupsBlocked = false) {
  const opened = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
  const page = {
    location: { href: 'https://portal.example/report', assign: vi.fn() },
    open: vi.fn(() => (popupsBlocked ? null : opened)),
  };
  vi.stubGlobal('window', page);
  return { opened, page };
}

afterEach(() => vi.unstubAllGlobals());

describe('openWhenReady', () => {
  it('opens the window inside the click, cut from this page, then sends it to the address', async () => {
    const { opened, page } = browser();
    let answer: (url: string) => void = () => undefined;
    const done = openWhenReady(() => new Promise<string>((resolve) => (answer = resolve)), 'new-window');
    expect(page.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(opened.opener).toBeNull();
    answer('/score-card/launch?key=abc');
    await done;
    expect(opened.location.replace).toHaveBeenCalledWith('https://portal.example/score-card/launch?key=abc');
    expect(page.open).toHaveBeenCalledTimes(1);
  });

  it('closes the window and throws when the call fails', async () => {
    const { opened } = browser();
    const refused = new Error('refused');
    await expect(openWhenReady(() => Promise.reject(refused), 'this-page')).rejects.toBe(refused);
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.replace).not.toHaveBeenCalled();
  });

  it('pop-ups blocked: a new window after all, or this page for a file link', async () => {
    const first = browser(true);
    await openWhenReady(() => Promise.resolve('https://files.example/a.pdf'), 'new-window');
    expect(first.page.open).toHaveBeenLastCalledWith('https://files.example/a.pdf', '_blank', 'noopener');
    expect(first.page.location.assign).not.toHaveBeenCalled();

    const second = browser(true);
    await openWhenReady(() => Promise.resolve('https://files.example/a.pdf'), 'this-page');
    expect(second.page.location.assign).toHaveBeenCalledWith('https://files.example/a.pdf');
    expect(second.page.open).toHaveBeenCalledTimes(1);
  });
});
