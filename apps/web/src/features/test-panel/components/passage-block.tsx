import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cut, EXAM_CUT } from '@portal/shared/exams/rules';
import { Dialog } from '@/components/ui/dialog';
import { MathHtml } from '@/components/ui/math-html';
import { plainText } from '../utils/paper';

/** A passage above its questions; over 550 characters it is cut, with 'Load more' opening the Passage Preview. */
export function PassageBlock({ html }: { html: string }) {
  const { t } = useTranslation('test-panel');
  const [open, setOpen] = useState(false);
  const text = useMemo(() => plainText(html), [html]);
  const long = text.length > EXAM_CUT.passage;
  return (
    <section className="tp-passage" aria-label={t('passage')}>
      <h3 className="tp-passage__title">{t('passage')}</h3>
      {long ? (
        <>
          <p className="tp-passage__text">{cut(text, EXAM_CUT.passage)}</p>
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            {t('loadMore')}
          </button>
        </>
      ) : (
        <MathHtml className="tp-passage__text" html={html} />
      )}
      {open && (
        <Dialog
          title={t('passagePreview')}
          onClose={() => setOpen(false)}
          className="tp-passage-dialog"
          footer={
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          }
        >
          <MathHtml html={html} />
        </Dialog>
      )}
    </section>
  );
}
