import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
// Only the worker's address (a same-origin asset): its code is fetched by pdf.js when a document opens.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Spinner } from './spinner';
import './pdf-viewer.css';

/**
 * The portal's PDF viewer (solution reports, study material): pdf.js, loaded with the first
 * viewer shown (never with the sign-in page), draws one page at a time on a canvas, with
 * Previous / Next, zoom in and out and fit to width. Keyboard: the page area takes focus;
 * arrows or Page Up / Page Down turn pages, + and − zoom, 0 fits the width.
 *
 * The page's CSP allows scripts and workers from this site only, without eval: the worker is
 * this site's asset and pdf.js is told not to compile fonts to functions (isEvalSupported).
 */

export interface PdfViewerLabels {
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  fitWidth: string;
  loading: string;
  error: string;
  toolbar: string;
  /** 'Page 1 of 3' (also the canvas's text alternative). */
  pageOf: (page: number, pages: number) => string;
  /** 'Zoom 125%'. */
  zoomLevel: (percent: number) => string;
}

export const DEFAULT_PDF_VIEWER_LABELS: PdfViewerLabels = {
  previous: 'Previous page',
  next: 'Next page',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitWidth: 'Fit to width',
  loading: 'Loading the document…',
  error: 'The document could not be shown.',
  toolbar: 'Document controls',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  zoomLevel: (percent) => `Zoom ${percent}%`,
};

export interface PdfViewerProps {
  /** The PDF: its bytes, or a same-origin address; null while the caller is still fetching it. */
  source: Blob | string | null;
  /** Texts (translated by the caller); English defaults. */
  labels?: Partial<PdfViewerLabels>;
  /** Names the page area for screen readers (the document's title). */
  title?: string;
}

type PdfJs = typeof import('pdfjs-dist');
let pdfjsModule: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  return pdfjsModule;
}

const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
const ZOOM_STEP = 1.25;

/** 'fit' follows the width of the page area; a number is a fixed zoom (1 = 100%). */
type Zoom = 'fit' | number;

export function PdfViewer({ source, labels: given, title }: PdfViewerProps) {
  const labels = { ...DEFAULT_PDF_VIEWER_LABELS, ...given };
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  /** The zoom the last drawn page used (what 'fit' came to), for the zoom buttons and the label. */
  const [drawnScale, setDrawnScale] = useState(1);
  const [rendering, setRendering] = useState(true);
  const [areaWidth, setAreaWidth] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const statusId = useId();

  // Open the document (and close it when the source changes or the viewer goes).
  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    let destroy: (() => Promise<void>) | null = null;
    setDoc(null);
    setFailed(false);
    setPageNumber(1);
    // While the caller still fetches the file, pdf.js loads beside it.
    if (source === null) {
      void loadPdfJs().catch(() => undefined);
      return;
    }
    (async () => {
      const pdfjs = await loadPdfJs();
      const data = typeof source === 'string' ? null : new Uint8Array(await source.arrayBuffer());
      if (cancelled) return;
      const task = pdfjs.getDocument({
        ...(data ? { data } : { url: source as string }),
        isEvalSupported: false,
        enableXfa: false,
      });
      destroy = () => task.destroy();
      opened = await task.promise;
      if (cancelled) return;
      setDoc(opened);
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      void destroy?.();
      void opened?.destroy();
    };
  }, [source]);

  // Fit to width follows the page area's width.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setAreaWidth(element.clientWidth));
    observer.observe(element);
    setAreaWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  // Draw the current page.
  useEffect(() => {
    if (!doc || !canvas.current) return;
    if (zoom === 'fit' && areaWidth === 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    setRendering(true);
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled || !canvas.current) return;
      const natural = page.getViewport({ scale: 1 });
      // The area's padding (16px each side) is kept clear of the page.
      const scale =
        zoom === 'fit' ? Math.max(MIN_SCALE, Math.min(MAX_SCALE, (areaWidth - 32) / natural.width)) : zoom;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const target = canvas.current;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      setDrawnScale(scale);
      setRendering(false);
    })().catch((error: unknown) => {
      // A newer drawing cancels the one under way: not a failure.
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      setFailed(true);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom, areaWidth]);

  const pages = doc?.numPages ?? 0;
  const canGoBack = pageNumber > 1;
  const canGoOn = pageNumber < pages;
  const zoomBy = (factor: number) =>
    setZoom(Math.max(MIN_SCALE, Math.min(MAX_SCALE, Math.round(drawnScale * factor * 100) / 100)));
  const previous = () => setPageNumber((n) => Math.max(1, n - 1));
  const next = () => setPageNumber((n) => Math.min(pages, n + 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!doc) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: previous,
      PageUp: previous,
      ArrowRight: next,
      PageDown: next,
      Home: () => setPageNumber(1),
      End: () => setPageNumber(pages),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': () => setZoom('fit'),
    };
    const action = actions[event.key];
    if (action && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      action();
    }
  };

  const pageLabel = labels.pageOf(pageNumber, pages);

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label={labels.toolbar}>
        <button
          type="button"
          className="button button--ghost"
          onClick={previous}
          disabled={!doc || !canGoBack}
        >
          <span aria-hidden="true">‹</span> {labels.previous}
        </button>
        <span id={statusId} className="pdf-viewer__status" aria-live="polite">
          {doc ? pageLabel : ''}
        </span>
        <button type="button" className="button button--ghost" onClick={next} disabled={!doc || !canGoOn}>
          {labels.next} <span aria-hidden="true">›</span>
        </button>
        <span className="pdf-viewer__zoom">
          <button
            type="button"
            className="icon-button"
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            disabled={!doc || drawnScale <= MIN_SCALE}
            aria-label={labels.zoomOut}
            title={labels.zoomOut}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="pdf-viewer__zoom-level">{labels.zoomLevel(Math.round(drawnScale * 100))}</span>
          <button
            type="button"
            className="icon-button"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={!doc || drawnScale >= MAX_SCALE}
            aria-label={labels.zoomIn}
            title={labels.zoomIn}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setZoom('fit')}
            disabled={!doc}
            aria-pressed={zoom === 'fit'}
          >
            {labels.fitWidth}
          </button>
        </span>
      </div>
      <div
        ref={area}
        className="pdf-viewer__area"
        // Focusable so the keys above work (and the page scrolls) without a mouse.
        tabIndex={0}
        role="region"
        aria-label={title ?? pageLabel}
        onKeyDown={onKeyDown}
      >
        {failed ? (
          <p className="pdf-viewer__error" role="alert">
            {labels.error}
          </p>
        ) : (
          <>
            {(!doc || rendering) && (
              <div className="pdf-viewer__loading" role="status">
                <Spinner size={28} />
                <span>{labels.loading}</span>
              </div>
            )}
            <canvas
              ref={canvas}
              className="pdf-viewer__canvas"
              role="img"
              aria-label={pageLabel}
              hidden={!doc}
              data-rendered={doc && !rendering ? pageNumber : undefined}
            />
          </>
        )}
      </div>
    </div>
  );
}
