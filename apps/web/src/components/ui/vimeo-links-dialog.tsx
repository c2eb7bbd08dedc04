import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vimeoDownloadLinksQuery, type VimeoDownloadLink } from '@/lib/media';
import { notify } from '@/lib/toast';
import { useTexts } from '@/lib/use-texts';
import { Dialog } from './dialog';
import { Spinner } from './spinner';
import './vimeo-links-dialog.css';

export interface VimeoLinksDialogProps {
  instituteId: number;
  vimeoVideoId: string | null;
  /** The pop-up's title and the text for no links: the caller's wording (spec sections 2.1 and 3). */
  title: string;
  noneText: string;
  /** Each link's text: the caller's own wording of the rendition. */
  linkText: (link: VimeoDownloadLink) => string;
  /**
   * No links (or a failed ask, toasted by the query client): a toast and the pop-up closes
   * (recordings, spec section 2.1), or said inside the pop-up (documents, spec section 3).
   */
  none: 'toast' | 'inside';
  /** A link was opened (documents count the download on the server). */
  onOpened?: () => void;
  onClose: () => void;
}

/**
 * A Vimeo video's download links pop-up: width, height, size and link of each rendition, each
 * opening in a new tab. Used by the recordings pop-up and the documents screen.
 */
export function VimeoLinksDialog(props: VimeoLinksDialogProps) {
  const ready = useTexts('media');
  return ready ? <VimeoLinks {...props} /> : null;
}

function VimeoLinks(props: VimeoLinksDialogProps) {
  const { instituteId, vimeoVideoId, title, noneText, linkText, none, onOpened, onClose } = props;
  const { t } = useTranslation('media');
  const links = useQuery({
    ...vimeoDownloadLinksQuery(instituteId, vimeoVideoId ?? ''),
    enabled: vimeoVideoId !== null,
    meta: { errorToast: true },
  });
  const empty = links.isSuccess && links.data.length === 0;

  useEffect(() => {
    if (none !== 'toast') return;
    if (empty) notify.error(noneText);
    if (empty || links.error) onClose();
  }, [none, empty, links.error, onClose, noneText]);

  let body;
  if (links.isPending) {
    body = (
      <p role="status" className="vimeo-links__status">
        <Spinner /> {t('vimeoLinks.loading')}
      </p>
    );
  } else if (!links.data || links.data.length === 0) {
    body =
      none === 'inside' ? (
        <p role="status" className="vimeo-links__status">
          {noneText}
        </p>
      ) : null;
  } else {
    body = (
      <table className="vimeo-links">
        <caption className="sr-only">{t('vimeoLinks.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vimeoLinks.width')}</th>
            <th scope="col">{t('vimeoLinks.height')}</th>
            <th scope="col">{t('vimeoLinks.size')}</th>
            <th scope="col">{t('vimeoLinks.link')}</th>
          </tr>
        </thead>
        <tbody>
          {links.data.map((link) => (
            <tr key={link.link}>
              <td>{link.width}</td>
              <td>{link.height}</td>
              <td>{link.size_short}</td>
              <td>
                <a href={link.link} target="_blank" rel="noopener noreferrer" download onClick={onOpened}>
                  {linkText(link)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Dialog title={title} onClose={onClose}>
      {body}
    </Dialog>
  );
}
