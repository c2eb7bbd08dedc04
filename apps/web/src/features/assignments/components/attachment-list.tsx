import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@portal/shared/assignments/schema';
import { toastFailure } from '@/lib/failure-toast';
import { openWhenReady } from '@/lib/open-when-ready';
import { useSignedInSession } from '@/lib/signed-in-session';
import { downloadFileLink } from '../api/download-file';
import { truncate } from './format';

interface AttachmentListProps {
  attachments: readonly Attachment[];
  /** Spec section 5: file names 50 characters, links 30 in the solutions list. */
  linkMax?: number;
  /** Offered while editing: marks a stored attachment for removal. */
  onRemove?: (attachment: Attachment) => void;
}

/** Files open through a short-lived link from downloadFile; links open in a new tab. */
export function AttachmentList({ attachments, linkMax = 50, onRemove }: AttachmentListProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('assignments');
  const [busy, setBusy] = useState<number | null>(null);
  const open = async (attachment: Attachment) => {
    setBusy(attachment.attachment_id);
    try {
      // The file's short-lived link, in a new tab opened inside the click.
      await openWhenReady(() => downloadFileLink(session, attachment.attachment_id), 'this-page');
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(null);
    }
  };
  if (attachments.length === 0) return <p className="assignment-muted">{t('noAttachments')}</p>;
  return (
    <ul className="attachment-list">
      {attachments.map((attachment) => (
        <li key={attachment.attachment_id} className="attachment-list__item">
          {attachment.attachment_url ? (
            <a href={attachment.attachment_url} target="_blank" rel="noopener noreferrer">
              <span aria-hidden="true">🔗 </span>
              {truncate(attachment.attachment_display_name, linkMax)}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          ) : (
            <button
              type="button"
              className="link-button"
              disabled={busy === attachment.attachment_id}
              onClick={() => void open(attachment)}
            >
              <span aria-hidden="true">📄 </span>
              {truncate(attachment.attachment_display_name, 50)}
              {attachment.size !== null && attachment.size > 0 && (
                <span className="assignment-muted"> ({t('sizeMb', { size: attachment.size })})</span>
              )}
            </button>
          )}
          {onRemove && (
            <button
              type="button"
              className="button button--ghost attachment-list__remove"
              onClick={() => onRemove(attachment)}
            >
              {t('form.remove', { name: attachment.attachment_display_name })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
