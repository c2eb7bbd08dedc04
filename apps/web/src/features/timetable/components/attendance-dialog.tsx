import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimetableEntry } from '@portal/shared/timetable/schema';
import { clockText } from '@portal/shared/timetable/rules';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useAttendance } from '../api/get-attendance';
import { dmy } from '../utils';

interface AttendanceDialogProps {
  studentId: number;
  entry: TimetableEntry & { batch_id: number };
  school: boolean;
  onClose: () => void;
}

/** Rows shown at first and added by each 'Show more': a whole year is over a thousand. */
const PAGE = 50;

const STATUS_KEYS: Record<string, string> = { P: 'present', A: 'absent', L: 'late' };

/** The student's attendance in the class's batch (spec section 2.1). */
export function AttendanceDialog({ studentId, entry, school, onClose }: AttendanceDialogProps) {
  const session = useSignedInSession();
  const { t } = useTranslation('timetable');
  const query = useAttendance(session, studentId, entry.batch_id);
  const records = query.data ?? [];
  const present = records.filter((record) => record.status === 'P').length;
  const [shown, setShown] = useState(PAGE);

  return (
    <Dialog title={t('attendance.title')} onClose={onClose} className="tt-attendance">
      <p className="tt-attendance__group">
        <span className="tt-attendance__label">
          {t('field.batch', { context: school ? 'school' : undefined })}:
        </span>{' '}
        {entry.course ?? '—'}
      </p>
      {query.isPending ? (
        <div className="tt-attendance__loading" role="status">
          <Spinner />
          <span>{t('attendance.loading')}</span>
        </div>
      ) : query.isError ? (
        <p className="tt-empty">{errorText(query.error)}</p>
      ) : records.length === 0 ? (
        <p className="tt-empty">{t('attendance.empty')}</p>
      ) : (
        <>
          <p className="tt-attendance__summary">
            {t('attendance.attended', { present, total: records.length })}
          </p>
          <div className="tt-table-scroll" tabIndex={0} role="region" aria-label={t('attendance.tableLabel')}>
            <table className="tt-table">
              <thead>
                <tr>
                  <th scope="col">{t('attendance.col.date')}</th>
                  <th scope="col">{t('attendance.col.status')}</th>
                  {!school && <th scope="col">{t('attendance.col.classType')}</th>}
                  <th scope="col">{t('attendance.col.homeworkStatus')}</th>
                  <th scope="col">{t('attendance.col.remarks')}</th>
                  <th scope="col">{t('attendance.col.homework')}</th>
                  <th scope="col">{t('attendance.col.description')}</th>
                  <th scope="col">{t('attendance.col.topic')}</th>
                </tr>
              </thead>
              <tbody>
                {records.slice(0, shown).map((record, index) => {
                  const key = STATUS_KEYS[record.status] ?? 'other';
                  return (
                    <tr key={`${record.date}-${record.start_time}-${index}`}>
                      <td className="tt-table__when">
                        {dmy(record.date)}
                        <br />
                        {clockText(record.start_time)} - {clockText(record.end_time)}
                      </td>
                      <td>
                        <span
                          className={`tt-status tt-status--${record.status === 'P' ? 'present' : 'absent'}`}
                        >
                          {record.status} · {t(`attendance.status.${key}`)}
                        </span>
                      </td>
                      {!school && <td>{record.custom_class_type}</td>}
                      <td>{record.home_work_status ?? '—'}</td>
                      <td>{record.remark ?? '—'}</td>
                      <td>{record.homework_assigned ?? '—'}</td>
                      <td>{record.attendance_note ?? '—'}</td>
                      <td>{record.topics_covered ?? '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {records.length > shown && (
            <button type="button" className="button button--ghost" onClick={() => setShown((n) => n + PAGE)}>
              {t('attendance.more', { count: Math.min(PAGE, records.length - shown) })}
            </button>
          )}
        </>
      )}
    </Dialog>
  );
}
