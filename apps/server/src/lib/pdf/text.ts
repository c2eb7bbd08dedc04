import { fontName, isNeutral, scriptOf, type Script } from './fonts';

/**
 * Text in a PDF in any of the institutes' languages (fonts: pdf-fonts.ts). A text is cut
 * into runs by script and each run is drawn in the font that has its glyphs; lines are laid out here (not by pdfkit's wrapper) so a
 * line that holds Devanagari can carry its text as ActualText: the glyphs of a shaped
 * Devanagari word are in visual order (the i-matra before its consonant), and without it
 * copying or extracting the text would read them in that order.
 */

export interface Run {
  script: Script;
  text: string;
}

/** A text cut where the script changes; neutral characters (spaces) stay in the run they are in. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const script: Script = current && isNeutral(cp) ? current.script : scriptOf(cp);
    if (current && current.script === script) current.text += char;
    else runs.push((current = { script, text: char }));
  }
  return runs;
}

export const hasDevanagari = (text: string): boolean => /\p{Script=Devanagari}/u.test(text);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export interface Span {
  text: string;
  bold?: boolean;
}

export interface ParagraphStyle {
  size: number;
  /** Extra left indent (points). */
  indent?: number;
  color?: string;
  /** Space after the paragraph (points). */
  after?: number;
}

interface Word {
  pieces: Array<Run & { bold: boolean }>;
  width: number;
}

/**
 * Lays text out top to bottom between margins, starting new pages as needed. Every line
 * is drawn piece by piece (one text call per run of one font), on a shared baseline.
 */
export class TextFlow {
  y: number;
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly box: { left: number; right: number; top: number; bottom: number },
  ) {
    this.y = box.top;
  }

  private use(script: Script, bold: boolean, size: number): void {
    this.doc.font(fontName(script, bold ? 'bold' : 'regular')).fontSize(size);
  }

  private width(text: string, script: Script, bold: boolean, size: number): number {
    const key = `${script}${bold ? 'b' : 'r'}${size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(script, bold, size);
      width = this.doc.widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  /**
   * A word and its width. Its last piece is measured with the space that follows it when
   * drawn: pdfkit shapes (and caches) text a space-ended word at a time, so measuring
   * 'word ' rather than 'word' lets the drawing reuse the shaping.
   */
  private word(text: string, bold: boolean, size: number): Word {
    const pieces = scriptRuns(text).map((run) => ({ ...run, bold }));
    const width = pieces.reduce((sum, p, i) => {
      if (i < pieces.length - 1) return sum + this.width(p.text, p.script, bold, size);
      return sum + this.width(`${p.text} `, p.script, bold, size) - this.width(' ', p.script, bold, size);
    }, 0);
    return { pieces, width };
  }

  /**
   * A word wider than the line, cut into pieces that fit (by grapheme, so marks stay on
   * their letter). Graphemes are measured one by one, so a very long word (a pasted
   * answer) costs linear time.
   */
  private split(word: string, bold: boolean, size: number, max: number): Word[] {
    const parts: Word[] = [];
    let current = '';
    let width = 0;
    for (const { segment } of graphemes.segment(word)) {
      const extra = this.word(segment, bold, size).width;
      if (current !== '' && width + extra > max) {
        parts.push(this.word(current, bold, size));
        current = '';
        width = 0;
      }
      current += segment;
      width += extra;
    }
    if (current !== '') parts.push(this.word(current, bold, size));
    return parts;
  }

  /** Moves down by `points`, or to a new page when less than `needed` is left. */
  space(points: number, needed = 0): void {
    this.y += points;
    if (this.y + needed > this.box.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.box.top;
  }

  /** A thin line across the text width. */
  rule(color = '#999999'): void {
    this.space(4, 12);
    this.doc
      .moveTo(this.box.left, this.y)
      .lineTo(this.box.right, this.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
    this.space(8);
  }

  /** A paragraph of spans (newlines start new lines), wrapped at spaces. */
  paragraph(spans: Span[], style: ParagraphStyle): void {
    const { size } = style;
    const left = this.box.left + (style.indent ?? 0);
    const max = this.box.right - left;
    const lineHeight = size * 1.5;
    const spaceWidth = this.width(' ', 'latin', false, size);
    const lines: Word[][] = [[]];
    let lineWidth = 0;
    for (const span of spans) {
      const bold = span.bold ?? false;
      span.text.split('\n').forEach((textLine, i) => {
        if (i > 0) {
          lines.push([]);
          lineWidth = 0;
        }
        for (const text of textLine.split(/[ \t]+/)) {
          if (text === '') continue;
          const whole = this.word(text, bold, size);
          for (const word of whole.width > max ? this.split(text, bold, size, max) : [whole]) {
            const line = lines[lines.length - 1]!;
            const needed = line.length === 0 ? word.width : lineWidth + spaceWidth + word.width;
            if (line.length > 0 && needed > max) {
              lines.push([word]);
              lineWidth = word.width;
            } else {
              line.push(word);
              lineWidth = needed;
            }
          }
        }
      });
    }
    this.doc.fillColor(style.color ?? '#000000');
    for (const line of lines) {
      if (this.y + lineHeight > this.box.bottom) this.newPage();
      this.drawLine(line, left, this.y + size * 1.1, size);
      this.y += lineHeight;
    }
    this.y += style.after ?? 0;
  }

  private drawLine(line: Word[], left: number, baseline: number, size: number): void {
    if (line.length === 0) return;
    // Consecutive pieces of one font (with the spaces between them) are drawn in one call.
    const pieces: Array<Run & { bold: boolean }> = [];
    line.forEach((word, i) => {
      word.pieces.forEach((piece, j) => {
        const last = pieces[pieces.length - 1];
        const text = i > 0 && j === 0 ? ` ${piece.text}` : piece.text;
        if (last && last.script === piece.script && last.bold === piece.bold) last.text += text;
        else if (last && i > 0 && j === 0) {
          last.text += ' ';
          pieces.push({ ...piece });
        } else pieces.push({ ...piece, text });
      });
    });
    pieces[pieces.length - 1]!.text += ' ';
    const plain = pieces.map((p) => p.text).join('');
    const actual = hasDevanagari(plain);
    if (actual) this.doc.markContent('Span', { actual: plain.trimEnd() });
    let x = left;
    for (const piece of pieces) {
      this.use(piece.script, piece.bold, size);
      this.doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += this.width(piece.text, piece.script, piece.bold, size);
    }
    if (actual) this.doc.endMarkedContent();
  }
}
