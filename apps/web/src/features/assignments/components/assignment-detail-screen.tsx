import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canEdit, isPast, PAST_TAB_PARAM, shownStatus } from '@portal/shared/assignments/rules';
import type { AssignmentDetail } from '@portal/shared/assignments/schema';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/dates';
import { createSanitizer } from '@/lib/safe-html';
import { isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useAssignment } from '../api/get-assignment';
import { useStudentAttachments } from '../api/get-student-attachments';
import { AttachmentList } from './attachment-list';
import { Evaluation } from './evaluation';
import { StatusBadge } from './status-badge';
import { SubmissionForm } from './submission-form';
import './assignments.css';

const sanitize = createSanitizer({ images: false });

/** Spec section 2.7: new assignment, submit here, check remarks; later steps greyed until reached. */
function Steps({ detail }: { detail: AssignmentDetail }) {
  const { t } = useTranslation('assignments');
  const status = shownStatus(detail);
  const reached = [true, status === 'Submitted' || status === 'Evaluated', status === 'Evaluated'];
  const current = reached.lastIndexOf(true);
  return (
    <ol className="assignment-steps" aria-label={t('steps.label')}>
      {(['new', 'submit', 'remarks'] as const).map((step, index) => (
        <li
          key={step}
          className={`assignment-steps__step${reached[index] ? ' assignment-steps__step--done' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="assignment-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

export function AssignmentDetailScreen({ fileId }: { fileId: number }) {
  const session = useSignedInSession();
  const { t } = useTranslation('assignments');
  const context = session.is_institute_type_school ? 'school' : undefined;
  const query = useAssignment(session, fileId);
  const mine = useStudentAttachments(session, fileId);
  const detail = query.data;

  const back = detail && isPast(detail) ? `/assignment?open=${PAST_TAB_PARAM}` : '/assignment';
  const parent = isParentSession(session);
  let body;
  if (!detail || mine.isPending) {
    body =
      query.isPending || mine.isPending ? (
        <div className="assignments-loading" role="status">
          <Spinner size={28} />
          <span>{t('loading', { context })}</span>
        </div>
      ) : null;
  } else {
    const editable = canEdit(detail) && !parent;
    body = (
      <>
        <Steps detail={detail} />
        <article className="card assignment-detail">
          <header className="assignment-detail__head">
            <h2 className="assignment-detail__title">{detail.title}</h2>
            <StatusBadge item={detail} />
          </header>
          <dl className="assignment-facts">
            <dt>{t('fields.subject')}</dt>
            <dd>{detail.subject_name}</dd>
            {detail.topic_name && (
              <>
                <dt>{t('fields.topic')}</dt>
                <dd>{detail.topic_name}</dd>
              </>
            )}
            {detail.sub_topic_name && (
              <>
                <dt>{t('fields.subTopic')}</dt>
                <dd>{detail.sub_topic_name}</dd>
              </>
            )}
            <dt>{t('fields.due')}</dt>
            <dd>{`${formatDate(detail.end_date)} ${formatTime(detail.end_date)}`}</dd>
            <dt>{t('fields.batch', { context })}</dt>
            <dd>{`${detail.course_name} - ${detail.batch_name}`}</dd>
          </dl>
          {detail.description !== '' && (
            <div
              className="assignment-detail__description"
              dangerouslySetInnerHTML={{ __html: sanitize(detail.description) }}
            />
          )}
          <h3 className="assignment-detail__section">{t('attachments')}</h3>
          <AttachmentList attachments={detail.attachment_lists} />
        </article>
        <section className="card assignment-detail" aria-labelledby="my-submission">
          <h3 id="my-submission" className="assignment-detail__section">
            {t('mySubmission')}
          </h3>
          {parent && <p className="assignment-muted">{t('messages.parents')}</p>}
          {editable ? (
            <SubmissionForm detail={detail} existing={mine.data ?? []} />
          ) : (
            <>
              <AttachmentList attachments={mine.data ?? []} />
              {detail.student_comment && (
                <p>
                  <strong>{t('form.remark')}:</strong> {detail.student_comment}
                </p>
              )}
            </>
          )}
        </section>
        {(detail.student_status === 'Submitted' || detail.teacher_status === 'Evaluated') && (
          <Evaluation detail={detail} />
        )}
      </>
    );
  }

  return (
    <ScreenFrame title={t('title', { context })}>
      <Link to={back} className="button button--ghost assignment-back">
        {t('back')}
      </Link>
      {body}
    </ScreenFrame>
  );
}
