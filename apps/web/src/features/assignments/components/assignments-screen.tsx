import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  filterAssignments,
  PAST_TAB_PARAM,
  STATUS_OPTIONS,
  type AssignmentTab,
  type ShownStatus,
} from '@portal/shared/assignments/rules';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/dates';
import { handledByClient } from '@/lib/failure-toast';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useAssignments } from '../api/get-assignments';
import { AssignmentCard } from './assignment-card';
import './assignments.css';

const TABS: readonly AssignmentTab[] = ['ongoing', 'past'];
const ID = 'assignments';

/** /assignment (spec section 2.6): Ongoing and Past with counts, a status filter and a search. */
export function AssignmentsScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('assignments');
  const context = session.is_institute_type_school ? 'school' : undefined;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: AssignmentTab = params.get('open') === PAST_TAB_PARAM ? 'past' : 'ongoing';
  const [status, setStatus] = useState<ShownStatus | ''>('');
  const [search, setSearch] = useState('');
  const list = useAssignments(session);

  // Spec section 8: a failed list load toasts (meta.errorToast) and goes to the dashboard (a 403 has logged out).
  useEffect(() => {
    if (!list.error || handledByClient(list.error)) return;
    navigate('/dashboard', { replace: true });
  }, [list.error, navigate]);

  const ongoing = list.data?.upcoming_online_assignment_list ?? [];
  const past = list.data?.past_online_assignment_list ?? [];
  const items = tab === 'past' ? past : ongoing;
  const shown = filterAssignments(items, status, search, formatDate, (s) => t(`status.${s}`));
  const changeTab = (next: AssignmentTab) => {
    setParams(next === 'past' ? { open: PAST_TAB_PARAM } : {}, { replace: true });
    setStatus('');
  };

  let body;
  if (list.isPending) {
    body = (
      <div className="assignments-loading" role="status">
        <Spinner size={28} />
        <span>{t('loading', { context })}</span>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="card empty-state">
        <div className="empty-state__art" aria-hidden="true" />
        <p className="empty-state__title">{t('empty', { context })}</p>
      </div>
    );
  } else {
    body = (
      <ul className="assignment-list">
        {shown.map((item) => (
          <AssignmentCard key={item.file_id} item={item} ongoing={tab === 'ongoing'} />
        ))}
      </ul>
    );
  }

  return (
    <ScreenFrame title={t('title', { context })}>
      <Tabs
        tabs={TABS}
        value={tab}
        onChange={changeTab}
        label={t('tabsLabel', { context })}
        labelOf={(name) => t(`tabs.${name}`, { count: (name === 'past' ? past : ongoing).length })}
        idPrefix={ID}
      />
      <div
        id={panelIdOf(ID)}
        role="tabpanel"
        aria-labelledby={tabIdOf(ID, tab)}
        className="assignments-panel"
      >
        <div className="assignment-filters">
          <label className="field">
            <span className="field__label">{t('filter.status')}</span>
            <select
              className="input"
              value={status}
              onChange={(event) => setStatus(event.target.value as ShownStatus | '')}
            >
              <option value="">{t('filter.select')}</option>
              {STATUS_OPTIONS[tab].map((option) => (
                <option key={option} value={option}>
                  {t(`status.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('filter.search')}</span>
            <input
              className="input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('filter.searchHint')}
            />
          </label>
        </div>
        {body}
      </div>
    </ScreenFrame>
  );
}
