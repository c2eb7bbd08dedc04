import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solutionAvailable } from '@portal/shared/reports/rules';
import type { TestReport } from '@portal/shared/reports/schema';
import { Dialog } from '@/components/ui/dialog';
import { PdfViewer, type PdfViewerLabels } from '@/components/ui/pdf-viewer';
import { toastFailure } from '@/lib/failure-toast';
import { useSignedInSession } from '@/lib/signed-in-session';
import { useTexts } from '@/lib/use-texts';
import { getSolutionPdf, useSolutionPdf } from '../api/get-solution-pdf';
import { saveFile } from '@/lib/save-file';

/**
 * Preview and Download of the solution report (spec sections 2.2 and 6): only when the result
 * is published and the institute allows the download; the server checks the same again.
 */
export function SolutionActions({ report }: { report: TestReport }) {
  const session = useSignedInSession();
  const ready = useTexts('score-card');
  const { t } = useTranslation('score-card');
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const closePreview = useCallback(() => setPreviewing(false), []);

  if (!solutionAvailable(report) || !ready) return null;

  const download = async () => {
    setDownloading(true);
    try {
      const pdf = await getSolutionPdf(session, report.test_id, 'attachment');
      saveFile(pdf, t('solution.fileName', { test: report.test_name }));
    } catch (error) {
      // A refused call shows the server's message (a 403 was already shown by the logout).
      toastFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div
      className="solution-actions"
      role="group"
      aria-label={t('solution.group')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}
    >
      <button type="button" className="button button--ghost" onClick={() => setPreviewing(true)}>
        {t('solution.preview')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
      >
        {downloading ? t('solution.downloading') : t('solution.download')}
      </button>
      {previewing && (
        <Dialog
          title={t('solution.dialogTitle', { test: report.test_name })}
          className="dialog--document"
          onClose={closePreview}
        >
          <SolutionPreview report={report} onFailed={closePreview} />
        </Dialog>
      )}
    </div>
  );
}

function SolutionPreview({ report, onFailed }: { report: TestReport; onFailed: () => void }) {
  const session = useSignedInSession();
  const { t } = useTranslation('score-card');
  const pdf = useSolutionPdf(session, report.test_id);
  const { error } = pdf;

  // A failed load is toasted (meta.errorToast); the preview closes.
  useEffect(() => {
    if (error) onFailed();
  }, [error, onFailed]);

  const labels: PdfViewerLabels = {
    previous: t('viewer.previous'),
    next: t('viewer.next'),
    zoomIn: t('viewer.zoomIn'),
    zoomOut: t('viewer.zoomOut'),
    fitWidth: t('viewer.fitWidth'),
    loading: pdf.data ? t('viewer.loading') : t('solution.loading'),
    error: t('viewer.error'),
    toolbar: t('viewer.toolbar'),
    pageOf: (page, pages) => t('viewer.pageOf', { page, pages }),
    zoomLevel: (percent) => t('viewer.zoomLevel', { percent }),
  };
  return <PdfViewer source={pdf.data ?? null} labels={labels} title={report.test_name} />;
}
