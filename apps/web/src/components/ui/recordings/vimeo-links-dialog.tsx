import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vimeoDownloadLinksQuery } from '../../../lib/media';
import { notify } from '../../../lib/toast';
import { Dialog } from '../dialog';
import { Spinner } from '../spinner';

interface VimeoLinksDialogProps {
  instituteId: number;
  vimeoVideoId: string;
  title: string;
  onClose: () => void;
}

/** The Vimeo download links pop-up: width, height, size and link of each rendition (spec section 2.1). */
export function VimeoLinksDialog({ instituteId, vimeoVideoId, title, onClose }: VimeoLinksDialogProps) {
  const { t } = useTranslation('live-classes');
  const links = useQuery({
    ...vimeoDownloadLinksQuery(instituteId, vimeoVideoId),
    meta: { errorToast: true },
  });
  const empty = links.isSuccess && links.data.length === 0;

  useEffect(() => {
    // Spec section 8: no links (or a failed ask, toasted by meta.errorToast) is a toast, not an empty pop-up.
    if (empty) notify.error(t('recordings.noLinks'));
    if (empty || links.error) onClose();
  }, [empty, links.error, onClose, t]);

  return (
    <Dialog title={t('recordings.linksTitle', { name: title })} onClose={onClose}>
      {links.isPending ? (
        <p role="status" className="rec-links__loading">
          <Spinner /> {t('recordings.linksLoading')}
        </p>
      ) : (
        <table className="rec-links">
          <caption className="sr-only">{t('recordings.linksCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recordings.width')}</th>
              <th scope="col">{t('recordings.height')}</th>
              <th scope="col">{t('recordings.size')}</th>
              <th scope="col">{t('recordings.link')}</th>
            </tr>
          </thead>
          <tbody>
            {(links.data ?? []).map((link) => (
              <tr key={link.link}>
                <td>{link.width}</td>
                <td>{link.height}</td>
                <td>{link.size_short}</td>
                <td>
                  <a href={link.link} target="_blank" rel="noopener noreferrer" download>
                    {t('recordings.downloadLink', { height: link.height })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
