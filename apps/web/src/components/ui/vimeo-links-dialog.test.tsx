// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/lib/i18n';
import { vimeoDownloadLinksQuery, type VimeoDownloadLink } from '@/lib/media';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/toast';
import { VimeoLinksDialog, type VimeoLinksDialogProps } from './vimeo-links-dialog';

/*
 * The one Vimeo links pop-up, as the recordings pop-up (no links: a toast, and it closes) and the
 * documents screen (no links: said inside; opening a link is counted) use it.
 */

const VIDEO = '76979871';
const LINKS: VimeoDownloadLink[] = [
  {
    width: 1920,
    height: 1080,
    size: 1_200_000,
    size_short: '1.2 MB',
    link: 'https://vimeo.example/1080.mp4',
  },
  { width: 640, height: 360, size: 400_000, size_short: '400 KB', link: 'https://vimeo.example/360.mp4' },
];

function show(links: VimeoDownloadLink[], props: Partial<VimeoLinksDialogProps> = {}) {
  queryClient.setQueryData(vimeoDownloadLinksQuery(1, VIDEO).queryKey, links);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <VimeoLinksDialog
        instituteId={1}
        vimeoVideoId={VIDEO}
        title="Download links: Poetry"
        noneText="No Download Link Found"
        none="inside"
        linkText={(link) => `Download ${link.height}p`}
        onClose={onClose}
        {...props}
      />
    </QueryClientProvider>,
  );
  return onClose;
}

beforeAll(() => setLanguage('en', ['media']));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the Vimeo links pop-up', () => {
  it('lists width, height, size and a new-tab link of each rendition', async () => {
    show(LINKS);
    const dialog = await screen.findByRole('dialog', { name: 'Download links: Poetry' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Width', 'Height', 'Size', 'Link']);
    const row = within(table).getByRole('row', { name: /1920/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1920', '1080', '1.2 MB', 'Download 1080p']);
    const link = within(table).getByRole('link', { name: 'Download 360p' });
    expect(link.getAttribute('href')).toBe('https://vimeo.example/360.mp4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('tells the caller a link was opened (documents count the download)', async () => {
    const onOpened = vi.fn();
    show(LINKS, { onOpened });
    const link = await screen.findByRole('link', { name: 'Download 1080p' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('no links, documents: says so inside the pop-up, no toast, stays open', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const onClose = show([], { none: 'inside' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe('No Download Link Found');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('no links, recordings: a toast instead of an empty pop-up, which closes', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const onClose = show([], { none: 'toast' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('No Download Link Found');
  });
});
