import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeCounts, ownFiles } from '@portal/shared/study-material/rules';
import type { StudyNode } from '@portal/shared/study-material/schema';
import { FileList, type FileHandlers } from './file-card';

/** Card view: a topic that opens and closes, with its counts, its files and its topics (any depth). */
export function TopicNode({ node, handlers }: { node: StudyNode; handlers: FileHandlers }) {
  const { t } = useTranslation('study-material');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const counts = nodeCounts(node);
  const name = node.topicName ?? node.subjectName;
  return (
    <li className="sm-topic">
      <h3 className="sm-topic__heading">
        <button
          type="button"
          className="sm-topic__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="sm-topic__chevron" aria-hidden="true" />
          <span className="sm-topic__name">{name}</span>
          <span className="sm-topic__counts">
            {t('counts.topics', { count: counts.topics })} · {t('counts.files', { count: counts.files })}
          </span>
        </button>
      </h3>
      <div id={panelId} className="sm-topic__panel" hidden={!open}>
        {open && <TopicContent node={node} handlers={handlers} />}
      </div>
    </li>
  );
}

/** A node's own files, then its topics. */
export function TopicContent({ node, handlers }: { node: StudyNode; handlers: FileHandlers }) {
  const { t } = useTranslation('study-material');
  const name = node.topicName ?? node.subjectName;
  const files = ownFiles(node).map((file) => ({ file, topicName: name }));
  return (
    <>
      <FileList files={files} label={t('filesOf', { name })} handlers={handlers} />
      {node.subtopicList.length > 0 && (
        <ul className="sm-topics" aria-label={t('topicsOf', { name })}>
          {node.subtopicList.map((child) => (
            <TopicNode key={child.topicId} node={child} handlers={handlers} />
          ))}
        </ul>
      )}
    </>
  );
}
