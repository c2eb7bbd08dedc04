import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  ACCEPT,
  allowedByName,
  ASSIGNMENT_CATEGORY_ID,
  LINK_NAME_MAX,
  linkError,
  linkFormHidden,
  PAST_TAB_PARAM,
  REMARK_MAX,
  submissionError,
} from '@portal/shared/assignments/rules';
import type {
  AssignmentDetail,
  Attachment,
  SubmissionLink,
  SubmissionPayload,
} from '@portal/shared/assignments/schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorText } from '@/lib/api-client';
import { handledByClient } from '@/lib/failure-toast';
import { useSignedInSession } from '@/lib/signed-in-session';
import { notify } from '@/lib/toast';
import {
  updateAssignment,
  type UploadHandle,
  type UploadProgress as Progress,
} from '../api/update-assignment';
import { AttachmentList } from './attachment-list';
import { formatBytes } from './format';
import { useMessageText } from './messages';
import { UploadProgress } from './upload-progress';

interface SubmissionFormProps {
  detail: AssignmentDetail;
  existing: readonly Attachment[];
}

/** Spec section 2.7: files, links, removals and a remark; Save as draft or Submit (after a confirmation). */
export function SubmissionForm({ detail, existing }: SubmissionFormProps) {
  const session = useSignedInSession();
  const { t, i18n } = useTranslation('assignments');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [links, setLinks] = useState<SubmissionLink[]>([]);
  const [linkName, setLinkName] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [comment, setComment] = useState(detail.student_comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const kept = existing.filter((a) => !removed.includes(a.attachment_id));
  const keptLinks = kept.filter((a) => a.attachment_url !== null).length;
  const draft = {
    newFileSizes: files.map((f) => f.size),
    keptFiles: kept.length - keptLinks,
    keptLinks,
    links,
    comment,
  };

  const addFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    setFileErrors(
      chosen.filter((f) => !allowedByName(f.name)).map((f) => t('errors.badType', { name: f.name })),
    );
    setFiles((current) => [...current, ...chosen.filter((f) => allowedByName(f.name))]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const addLink = () => {
    const link = { display_name: linkName.trim(), url: linkUrl.trim() };
    const problem = linkError(link);
    if (problem) return setError(messageText(problem));
    setError(null);
    setLinks((current) => [...current, link]);
    setLinkName('');
    setLinkUrl('');
  };

  const send = async (status: 'Draft' | 'Submitted') => {
    const problem = submissionError(draft);
    if (problem) return setError(messageText(problem));
    setError(null);
    const payload: SubmissionPayload = {
      institute_id: session.institute_id,
      category_id: ASSIGNMENT_CATEGORY_ID,
      studentId_array: [session.student_id!],
      file_id: detail.file_id,
      student_status: status,
      student_comment: comment.trim() === '' ? null : comment,
      attachmentId_array: removed,
      url_lists: links,
      version: detail.version,
    };
    const total = files.reduce((sum, f) => sum + f.size, 0);
    setProgress({ loaded: 0, total });
    upload.current = updateAssignment(session, payload, files, setProgress);
    try {
      await upload.current.done;
      const past = detail.days_left === -1;
      void queryClient.invalidateQueries({ queryKey: ['assignments'] });
      // Spec section 4: the toast after about 1 s, back to the list after about 2 s.
      window.setTimeout(() => notify.success(t(status === 'Draft' ? 'savedDraft' : 'submittedOk')), 1000);
      window.setTimeout(() => navigate(past ? `/assignment?open=${PAST_TAB_PARAM}` : '/assignment'), 2000);
    } catch (failure) {
      setProgress(null);
      if (failure instanceof DOMException && failure.name === 'AbortError')
        return notify.info(t('progress.cancelled'));
      if (handledByClient(failure)) return;
      const text =
        failure instanceof ApiError && failure.serverMessage
          ? messageText(failure.serverMessage)
          : errorText(failure);
      setError(text);
      notify.error(text);
    } finally {
      upload.current = null;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = submissionError(draft);
    if (problem) return setError(messageText(problem));
    setConfirming(true);
  };

  const busy = progress !== null;
  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      {kept.length > 0 && (
        <AttachmentList
          attachments={kept}
          onRemove={(a) => setRemoved((current) => [...current, a.attachment_id])}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor="assignment-files">
          {t('form.files')}
        </label>
        <input
          ref={fileInput}
          id="assignment-files"
          className="input"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={busy}
          onChange={(event) => addFiles(event.target.files)}
          aria-describedby="assignment-files-hint"
        />
        <p id="assignment-files-hint" className="assignment-muted">
          {t('form.filesHint')}
        </p>
      </div>
      {fileErrors.length > 0 && (
        <ul className="form-error" role="alert">
          {fileErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="attachment-list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="attachment-list__item">
              <span>
                {file.name} ({formatBytes(file.size, i18n.language)})
              </span>
              <button
                type="button"
                className="button button--ghost attachment-list__remove"
                disabled={busy}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                {t('form.remove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className="attachment-list">
          {links.map((link, index) => (
            <li key={`${link.url}-${index}`} className="attachment-list__item">
              <span>
                {link.display_name} — {link.url}
              </span>
              <button
                type="button"
                className="button button--ghost attachment-list__remove"
                disabled={busy}
                onClick={() => setLinks((current) => current.filter((_, i) => i !== index))}
              >
                {t('form.remove', { name: link.display_name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!linkFormHidden(links.length, keptLinks) && (
        <fieldset className="link-form">
          <legend>{t('form.addLink')}</legend>
          <label className="field">
            <span className="field__label">{t('form.linkName', { max: LINK_NAME_MAX })}</span>
            <input className="input" value={linkName} onChange={(e) => setLinkName(e.target.value)} />
          </label>
          <label className="field">
            <span className="field__label">{t('form.linkUrl')}</span>
            <input
              className="input"
              type="url"
              value={linkUrl}
              onChange={(e) => setLinkUrl(e.target.value)}
            />
          </label>
          <button type="button" className="button button--ghost" onClick={addLink} disabled={busy}>
            {t('form.addLinkButton')}
          </button>
        </fieldset>
      )}
      <label className="field">
        <span className="field__label">{t('form.remark')}</span>
        <textarea
          className="input submission-form__remark"
          value={comment}
          maxLength={REMARK_MAX}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby="assignment-remark-count"
        />
        <span id="assignment-remark-count" className="assignment-muted">
          {t('form.remarkCount', { count: comment.length, max: REMARK_MAX })}
        </span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {progress && (
        <UploadProgress files={files} progress={progress} onCancel={() => upload.current?.cancel()} />
      )}
      <div className="submission-form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void send('Draft')}
        >
          {t('form.saveDraft')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('form.submit')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('form.submit')}
          text={t('confirmSubmit')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send('Submitted');
          }}
        />
      )}
    </form>
  );
}
