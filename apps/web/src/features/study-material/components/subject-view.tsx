import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flatFiles, topicOptions } from '@portal/shared/study-material/rules';
import type { StudyNode } from '@portal/shared/study-material/schema';
import { FileList, type FileHandlers } from './file-card';
import { TopicContent } from './topic-tree';

type Mode = 'title' | 'card';

/**
 * One subject: title view (a flat list of its files with a topic dropdown, 'Select Topic' = all)
 * or card view (its topics, nested and collapsible, with their counts). Title view comes first.
 */
export function SubjectView({
  subject,
  onBack,
  handlers,
}: {
  subject: StudyNode;
  onBack: () => void;
  handlers: FileHandlers;
}) {
  const { t } = useTranslation('study-material');
  const [mode, setMode] = useState<Mode>('title');
  const [topicId, setTopicId] = useState<number | null>(null);
  const selectId = useId();
  const options = topicOptions(subject);
  const chosen = options.some((option) => option.topicId === topicId) ? topicId : null;
  const files = flatFiles(subject, chosen);

  return (
    <section className="sm-subject-view" aria-labelledby="sm-subject-title">
      <div className="sm-subject-view__bar">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('subject.back')}
        </button>
        <h2 id="sm-subject-title" className="sm-subject-view__title">
          {subject.subjectName}
        </h2>
        <div className="sm-switch" role="group" aria-label={t('mode.label')}>
          {(['title', 'card'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={mode === key ? 'button button--primary' : 'button button--ghost'}
              aria-pressed={mode === key}
              onClick={() => setMode(key)}
            >
              {t(`mode.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {mode === 'title' ? (
        <>
          <div className="field sm-topic-filter">
            <label htmlFor={selectId} className="field__label">
              {t('subject.topic')}
            </label>
            <select
              id={selectId}
              className="input"
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) => setTopicId(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('subject.selectTopic')}</option>
              {options.map((option) => (
                <option key={option.topicId} value={option.topicId}>
                  {'\u00a0\u00a0'.repeat(option.depth - 1)}
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          {files.length === 0 ? (
            <p className="sm-empty-line">{t('empty.topic')}</p>
          ) : (
            <FileList files={files} label={t('filesOf', { name: subject.subjectName })} handlers={handlers} />
          )}
        </>
      ) : (
        <TopicContent node={subject} handlers={handlers} />
      )}
    </section>
  );
}
