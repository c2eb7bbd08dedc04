import { useTranslation } from 'react-i18next';
import type { AssignmentDetail } from '@portal/shared/assignments/schema';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useSolutions } from '../api/get-solutions';
import { AttachmentList } from './attachment-list';

/** Spec section 2.7: marks or grade, the teacher's comment and solutions; else review pending. */
export function Evaluation({ detail }: { detail: AssignmentDetail }) {
  const session = useSignedInSession();
  const { t } = useTranslation('assignments');
  const evaluated = detail.teacher_status === 'Evaluated';
  const solutions = useSolutions(session, detail.file_id, evaluated);
  return (
    <section className="card assignment-detail" aria-labelledby="evaluation-title">
      <h3 id="evaluation-title" className="assignment-detail__section">
        {t('evaluation.title')}
      </h3>
      {!evaluated ? (
        <p className="assignment-muted">{t('evaluation.pending')}</p>
      ) : (
        <>
          <dl className="assignment-facts">
            {detail.enable_grade === 'Y' ? (
              <>
                <dt>{t('evaluation.grade')}</dt>
                <dd>{detail.grade ?? '—'}</dd>
              </>
            ) : (
              <>
                <dt>{t('evaluation.marks')}</dt>
                <dd>
                  {t('evaluation.marksOf', {
                    marks: detail.student_marks ?? 0,
                    total: detail.evaluation_marks ?? 0,
                  })}
                </dd>
              </>
            )}
            <dt>{t('evaluation.comment')}</dt>
            <dd>{detail.teacher_comment ?? '—'}</dd>
          </dl>
          <h4 className="assignment-detail__section">{t('evaluation.solutions')}</h4>
          {solutions.data && <AttachmentList attachments={solutions.data} linkMax={30} />}
        </>
      )}
    </section>
  );
}
