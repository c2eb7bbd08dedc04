// Loaded only when a text holds TeX: KaTeX, its auto-render walker and its CSS (with the fonts).
import renderMathInElement from 'katex/contrib/auto-render';
import 'katex/dist/katex.min.css';

const DELIMITERS = [
  { left: '\\[', right: '\\]', display: true },
  { left: '\\(', right: '\\)', display: false },
];

/**
 * The TeX between \( \) and \[ \] of already sanitised HTML, typeset by KaTeX. KaTeX builds
 * its markup from the TeX text itself (trust off: no \href, \url or HTML commands), so the
 * result is as safe as its input. A formula KaTeX cannot read stays as its source text.
 */
export function renderMath(sanitisedHtml: string): string {
  const container = document.createElement('div');
  container.innerHTML = sanitisedHtml;
  renderMathInElement(container, {
    delimiters: DELIMITERS,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
  return container.innerHTML;
}
