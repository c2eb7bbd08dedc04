import { useEffect, useMemo, useState } from 'react';
import { createSanitizer } from '@/lib/safe-html';
import { afterNextPaint } from '@/lib/yield-to-main';
import './math-html.css';

/** HTML from the server, safe to insert: no scripts, handlers, styles, forms or frames; pictures from the web or this site only. */
export const sanitizeRichHtml = createSanitizer({ images: true });

/** Whether a text holds TeX between \( \) or \[ \]. */
export const hasMath = (text: string): boolean => /\\\(|\\\[/.test(text);

interface MathHtmlProps {
  html: string;
  className?: string;
  /** `span` inside labels and buttons (phrasing content only). */
  as?: 'div' | 'span';
  id?: string;
}

/**
 * Sanitised HTML with its TeX typeset. KaTeX and its CSS are fetched only when a text
 * holds math; until they arrive the TeX source shows (never an empty box).
 */
export function MathHtml({ html, className, as: Tag = 'div', id }: MathHtmlProps) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  const [typeset, setTypeset] = useState<{ from: string; html: string } | null>(null);

  useEffect(() => {
    if (!hasMath(clean)) return;
    let live = true;
    // Once what the screen draws now has been shown: KaTeX (65 KB) is not on the way to it
    // (Lighthouse counted it in a test report's LCP when its request started in the same frame).
    const cancel = afterNextPaint(() => {
      void import('./math-render')
        .then(({ renderMath }) => {
          if (live) setTypeset({ from: clean, html: renderMath(clean) });
        })
        .catch(() => undefined); // the source text stays readable
    });
    return () => {
      live = false;
      cancel();
    };
  }, [clean]);

  const shown = typeset?.from === clean ? typeset.html : clean;
  return (
    <Tag
      id={id}
      className={className ? `math-html ${className}` : 'math-html'}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
