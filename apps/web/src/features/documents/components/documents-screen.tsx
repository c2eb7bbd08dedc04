import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetFilters, typesPresent, visibleGroups, type TypeFilter } from '@portal/shared/documents/rules';
import type { SharedDocument } from '@portal/shared/documents/schema';
import { MediaViewer } from '@/components/ui/media-viewer';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { Spinner } from '@/components/ui/spinner';
import { VimeoLinksDialog } from '@/components/ui/vimeo-links-dialog';
import { isOpenUser } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { countVimeoDownload } from '../api/count-download';
import { useDocuments } from '../api/get-documents';
import { useSubjects } from '../api/get-subjects';
import { DocumentCard, type DocumentHandlers } from './document-card';
import { DocumentFilters } from './document-filters';
import { useDocumentOpener } from './use-document-opener';
import './documents.css';

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="card empty-state">
      <div className="empty-state__art docs-empty__art" aria-hidden="true" />
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}

/**
 * /document (spec section 2.2): the subject list first (e-courses for open users), the first one
 * chosen; then the chosen subject's documents grouped by type, with a type filter and Reset filter.
 * Choosing another subject shows all its types again.
 */
export function DocumentsScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('documents');
  const context = { school: session.is_institute_type_school, open: isOpenUser(session) };
  const subjects = useSubjects(session);
  const [chosen, setChosen] = useState<number | null>(null);
  const [type, setType] = useState<TypeFilter>('all');
  const list = subjects.data ?? [];
  const subjectId = chosen ?? list[0]?.subject_id ?? null;
  const documents = useDocuments(session, subjectId);
  const vimeoDownloadable = documents.data?.vimeo_video_downlodable ?? false;
  const opener = useDocumentOpener(session, vimeoDownloadable);
  const [linksOf, setLinksOf] = useState<SharedDocument | null>(null);

  const handlers: DocumentHandlers = {
    busy: opener.busy,
    vimeoDownloadable,
    context,
    onOpen: (doc) => void opener.open(doc),
    onDownload: (doc) => void opener.download(doc),
    onVimeoLinks: setLinksOf,
  };
  const fileMap = documents.data?.fileMap ?? {};
  const groups = visibleGroups(fileMap, type);
  const typeContext = context.school ? 'school' : undefined;

  let main;
  if (subjects.isPending || (subjectId !== null && documents.isPending)) {
    main = (
      <div className="docs-loading" role="status">
        <Spinner size={28} />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (list.length === 0 || groups.length === 0) {
    main = (
      <EmptyState
        title={t('empty.title')}
        text={list.length === 0 ? t('empty.nothingShared') : t('empty.nothingHere')}
      />
    );
  } else {
    main = groups.map((group) => (
      <section key={group.type} className="docs-group" aria-labelledby={`docs-group-${group.type}`}>
        <h2 id={`docs-group-${group.type}`} className="docs-group__title">
          {t(`types.${group.type}`, { context: typeContext })}{' '}
          <span className="docs-group__count">{t('count', { count: group.documents.length })}</span>
        </h2>
        <ul className="docs-grid">
          {group.documents.map((doc) => (
            <DocumentCard key={doc.document_id} doc={doc} handlers={handlers} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <ScreenFrame title={t('title')}>
      <div className="docs-layout">
        <DocumentFilters
          subjects={list}
          subjectId={subjectId}
          types={typesPresent(fileMap)}
          type={type}
          context={context}
          onSubject={(next) => {
            setChosen(next);
            setType('all');
          }}
          onType={setType}
          onReset={() => {
            const reset = resetFilters(list);
            setChosen(reset.subjectId);
            setType(reset.type);
          }}
        />
        <div className="docs-main">{main}</div>
      </div>
      {opener.item && <MediaViewer item={opener.item} onClose={opener.close} />}
      {linksOf && (
        <VimeoLinksDialog
          instituteId={session.institute_id}
          vimeoVideoId={linksOf.vimeo_video_id}
          title={t('vimeo.title', { title: linksOf.title })}
          noneText={t('vimeo.none')}
          none="inside"
          linkText={(link) => t('vimeo.open', { width: link.width, height: link.height })}
          // Opening a link counts the download; not shown to the user (spec section 7), and a
          // failure must not stop the download.
          onOpened={() => void countVimeoDownload(session, linksOf.document_id).catch(() => undefined)}
          onClose={() => setLinksOf(null)}
        />
      )}
    </ScreenFrame>
  );
}
