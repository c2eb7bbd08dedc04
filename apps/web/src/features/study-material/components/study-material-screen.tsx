import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseTypesFor, searchTree, studyTabs, type StudyTab } from '@portal/shared/study-material/rules';
import { MediaViewer } from '@/components/ui/media-viewer';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { isParentSession } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useEcourses } from '../api/get-ecourses';
import { useStudyMaterial } from '../api/get-study-material';
import { StudyTabs, STUDY_PANEL_ID, tabId } from './study-tabs';
import { SubjectGrid } from './subject-grid';
import { SubjectView } from './subject-view';
import { useFileOpener } from './use-file-opener';
import './study-material.css';

/**
 * /studymaterial (spec section 2.3): tabs by user type and the e-learning flag; a course type
 * filter and a title search on the left; the chosen e-course's subjects, then one subject in
 * title or card view. Changing tab clears the choice (and so the subjects and the messages);
 * choosing another course type fetches its material and forgets the chosen subject.
 */
export function StudyMaterialScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('study-material');
  const tabs = studyTabs({
    userType: session.user_type,
    parent: isParentSession(session),
    eLearn: session.enable_eLearn_feature,
  });
  const [tab, setTab] = useState<StudyTab | null>(tabs[0] ?? null);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const courseSelectId = useId();
  const searchId = useId();

  const ecourses = useEcourses(session, tab !== null);
  const courses = useMemo(() => (tab ? courseTypesFor(tab, ecourses.data ?? []) : []), [tab, ecourses.data]);
  const course = courses.find((c) => c.course_type_id === courseId) ?? null;
  const material = useStudyMaterial(session, course);
  const subjects = useMemo(() => searchTree(material.data ?? [], search), [material.data, search]);
  const subject = subjects.find((s) => s.subjectId === subjectId) ?? null;
  const opener = useFileOpener(session);
  const handlers = { busy: opener.busy, onOpen: opener.open, onDownload: opener.download };

  if (tab === null) {
    return (
      <ScreenFrame title={t('title')}>
        <div className="card empty-state">
          <p className="empty-state__title">{t('empty.notAvailable')}</p>
        </div>
      </ScreenFrame>
    );
  }

  const chooseTab = (next: StudyTab) => {
    setTab(next);
    setCourseId(null);
    setSubjectId(null);
  };

  let main;
  if (course === null) {
    main = (
      <p className="sm-hint" role="status">
        {ecourses.isPending ? '' : courses.length === 0 ? t('empty.courses') : t('hint')}
      </p>
    );
  } else if (material.isPending) {
    main = (
      <div className="sm-loading" role="status">
        <Spinner size={28} />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (subject) {
    main = (
      <SubjectView
        key={subject.subjectId}
        subject={subject}
        onBack={() => setSubjectId(null)}
        handlers={handlers}
      />
    );
  } else if (subjects.length === 0) {
    main = (
      <div className="card empty-state">
        <p className="empty-state__title">
          {search.trim() ? t('empty.search', { search: search.trim() }) : t('empty.material')}
        </p>
      </div>
    );
  } else {
    main = <SubjectGrid subjects={subjects} onOpen={(s) => setSubjectId(s.subjectId)} />;
  }

  return (
    <ScreenFrame title={t('title')}>
      <div className="sm">
        <StudyTabs tabs={tabs} value={tab} onChange={chooseTab} />
        <div className="sm-layout" id={STUDY_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
          <aside className="card sm-filter" aria-label={t('filter.label')}>
            <div className="field">
              <label htmlFor={courseSelectId} className="field__label">
                {t('filter.course')}
              </label>
              <select
                id={courseSelectId}
                className="input"
                value={courseId === null ? '' : String(courseId)}
                disabled={courses.length === 0}
                onChange={(event) => {
                  setCourseId(event.target.value === '' ? null : Number(event.target.value));
                  setSubjectId(null);
                }}
              >
                <option value="">{t('filter.chooseCourse')}</option>
                {courses.map((c) => (
                  <option key={c.course_type_id} value={c.course_type_id}>
                    {c.course_type}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={searchId} className="field__label">
                {t('filter.search')}
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                value={search}
                placeholder={t('filter.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </aside>
          <div className="sm-main">{main}</div>
        </div>
      </div>
      {opener.item && <MediaViewer item={opener.item} onClose={opener.close} />}
    </ScreenFrame>
  );
}
