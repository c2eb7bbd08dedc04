import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { filterLabel, type TypeFilter } from '@portal/shared/documents/rules';
import type { DocumentSubject, DocumentType } from '@portal/shared/documents/schema';

/** Subject (an e-course for open users) and type filters, and Reset filter (spec section 2.2). */
export function DocumentFilters({
  subjects,
  subjectId,
  types,
  type,
  context,
  onSubject,
  onType,
  onReset,
}: {
  subjects: DocumentSubject[];
  subjectId: number | null;
  /** The types the chosen subject has. */
  types: DocumentType[];
  type: TypeFilter;
  context: { school: boolean; open: boolean };
  onSubject: (subjectId: number) => void;
  onType: (type: TypeFilter) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('documents');
  const subjectSelect = useId();
  const typeSelect = useId();
  const typeContext = context.school ? 'school' : undefined;
  return (
    <aside className="card docs-filter" aria-label={t('filter.label')}>
      <div className="field">
        <label htmlFor={subjectSelect} className="field__label">
          {context.open ? t('filter.course') : t('filter.subject')}
        </label>
        <select
          id={subjectSelect}
          className="input"
          value={subjectId === null ? '' : String(subjectId)}
          disabled={subjects.length === 0}
          onChange={(event) => onSubject(Number(event.target.value))}
        >
          {subjects.map((subject) => (
            // spec section 5: filter labels show 15 characters; the whole name is its title.
            <option key={subject.subject_id} value={subject.subject_id} title={subject.subject_name}>
              {filterLabel(subject.subject_name)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={typeSelect} className="field__label">
          {t('filter.type')}
        </label>
        <select
          id={typeSelect}
          className="input"
          value={type}
          onChange={(event) => onType(event.target.value as TypeFilter)}
        >
          <option value="all">{t('filter.allTypes')}</option>
          {types.map((value) => (
            <option key={value} value={value}>
              {filterLabel(t(`types.${value}`, { context: typeContext }))}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--ghost" onClick={onReset}>
        {t('filter.reset')}
      </button>
    </aside>
  );
}
