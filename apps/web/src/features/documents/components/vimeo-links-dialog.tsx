import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SharedDocument } from '@portal/shared/documents/schema';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { vimeoDownloadLinksQuery } from '../../../lib/media';
import type { Session } from '../../../lib/session';
import { countVimeoDownload } from '../api/count-download';

/**
 * A Vimeo document's download links (spec section 3: width, height, size and link), each opening
 * in a new tab; opening one counts the download on the server (it streams nothing itself).
 * None: 'No Download Link Found'.
 */
export function VimeoLinksDialog({
  session,
  doc,
  onClose,
}: {
  session: Session;
  doc: SharedDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  // A failed ask is toasted (meta.errorToast); the pop-up then says there is no link.
  const links = useQuery({
    ...vimeoDownloadLinksQuery(session.institute_id, doc.vimeo_video_id ?? ''),
    enabled: doc.vimeo_video_id !== null,
    meta: { errorToast: true },
  });

  const counted = () => {
    // Not shown to the user (spec section 7); a failure here must not stop the download.
    void countVimeoDownload(session, doc.document_id).catch(() => undefined);
  };

  let body;
  if (links.isPending) {
    body = (
      <p className="docs-links__status" role="status">
        <Spinner /> {t('vimeo.loading')}
      </p>
    );
  } else if (!links.data || links.data.length === 0) {
    body = (
      <p className="docs-links__status" role="status">
        {t('vimeo.none')}
      </p>
    );
  } else {
    body = (
      <table className="docs-links">
        <thead>
          <tr>
            <th scope="col">{t('vimeo.resolution')}</th>
            <th scope="col">{t('vimeo.size')}</th>
            <th scope="col">{t('vimeo.link')}</th>
          </tr>
        </thead>
        <tbody>
          {links.data.map((link) => (
            <tr key={link.link}>
              <td>{t('vimeo.dimensions', { width: link.width, height: link.height })}</td>
              <td>{link.size_short}</td>
              <td>
                <a href={link.link} target="_blank" rel="noopener noreferrer" onClick={counted}>
                  {t('vimeo.open', { width: link.width, height: link.height })}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Dialog title={t('vimeo.title', { title: doc.title })} onClose={onClose}>
      {body}
    </Dialog>
  );
}
