import PDFDocument from 'pdfkit';
import { formatRupees, fromPaise } from '@portal/shared/fees/rules';
import { fontName, loadFonts, registerFonts } from '../../lib/pdf/fonts';
import { scriptRuns, TextFlow, type ParagraphStyle, type Span } from '../../lib/pdf/text';
import { RECEIPT_LABELS, type ReceiptLabels } from './labels';
import { instituteLogo } from '../../lib/institute-logo';
import type { Receipt } from './receipts';
import { amountInWords } from './words';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - MARGIN;
const LOGO = 56;
const MUTED = '#444444';
const RULE = '#999999';

/** YYYY-MM-DD as the spec shows dates: DD-MM-YYYY. */
export const ddmmyyyy = (iso: string): string => iso.split('-').reverse().join('-');
const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** The file name a receipt is downloaded as: receipt-GPS-26-27-0101.pdf. */
export const receiptFileName = (receiptNo: string): string => `receipt-${receiptNo}.pdf`;

/** Draws text in a box from `top` down; answers where it ended. */
function block(
  doc: PDFKit.PDFDocument,
  box: { left: number; right: number; top: number },
  spans: Span[],
  style: ParagraphStyle,
): number {
  const flow = new TextFlow(doc, { ...box, bottom: BOTTOM });
  flow.paragraph(spans, style);
  return flow.y;
}

/** The width of a text drawn run by run in the fonts of its scripts. */
function widthOf(doc: PDFKit.PDFDocument, text: string, bold: boolean, size: number): number {
  return scriptRuns(text).reduce((width, run) => {
    doc.font(fontName(run.script, bold ? 'bold' : 'regular')).fontSize(size);
    return width + doc.widthOfString(run.text);
  }, 0);
}

/** A table cell's text ending at `right` (amounts, and their headings). */
function rightAligned(
  doc: PDFKit.PDFDocument,
  text: string,
  right: number,
  top: number,
  style: ParagraphStyle & { bold?: boolean },
): number {
  const width = widthOf(doc, `${text} `, style.bold ?? false, style.size) + 1;
  return block(doc, { left: right - width, right, top }, [{ text, bold: style.bold }], style);
}

function rule(doc: PDFKit.PDFDocument, y: number, color = RULE): void {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
}

const labelled = (l: ReceiptLabels, label: string, value: string): Span[] => [
  { text: `${label}${l.colon}`, bold: true },
  { text: value },
];

async function header(doc: PDFKit.PDFDocument, receipt: Receipt): Promise<number> {
  const logo = await instituteLogo(receipt.institute.slug);
  let left = MARGIN;
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [LOGO, LOGO] });
      left += LOGO + 14;
    } catch {
      // A logo pdfkit cannot read is left out; the receipt is what matters.
    }
  }
  let y = block(doc, { left, right: RIGHT, top: MARGIN }, [{ text: receipt.institute.name, bold: true }], {
    size: 16,
    after: 2,
  });
  if (receipt.institute.address) {
    y = block(doc, { left, right: RIGHT, top: y }, [{ text: receipt.institute.address }], {
      size: 9.5,
      color: MUTED,
    });
  }
  y = Math.max(y, logo ? MARGIN + LOGO : y) + 10;
  rule(doc, y, '#333333');
  return y + 10;
}

function details(doc: PDFKit.PDFDocument, receipt: Receipt, l: ReceiptLabels, top: number): number {
  let y = block(doc, { left: MARGIN, right: RIGHT, top }, [{ text: l.title, bold: true }], {
    size: 15,
    after: 6,
  });
  const middle = MARGIN + (RIGHT - MARGIN) / 2;
  const pairs: Array<[Span[], Span[] | null]> = [
    [labelled(l, l.receiptNo, receipt.receiptNo), labelled(l, l.date, ddmmyyyy(receipt.paidOn))],
    [
      labelled(l, l.student, receipt.studentName),
      receipt.group
        ? labelled(l, receipt.institute.kind === 'school' ? l.standard : l.batch, receipt.group)
        : null,
    ],
    [labelled(l, l.studentId, receipt.displayId), labelled(l, l.financialYear, receipt.financialYear)],
    [
      labelled(l, l.mode, receipt.method),
      receipt.reference ? labelled(l, l.reference, receipt.reference) : null,
    ],
  ];
  for (const [first, second] of pairs) {
    const style = { size: 10.5, after: 2 };
    const a = block(doc, { left: MARGIN, right: middle - 10, top: y }, first, style);
    const b = second ? block(doc, { left: middle, right: RIGHT, top: y }, second, style) : y;
    y = Math.max(a, b);
  }
  return y + 8;
}

/** The installments paid: number, due date, amount, fine, and their total. */
function table(doc: PDFKit.PDFDocument, receipt: Receipt, l: ReceiptLabels, top: number): number {
  const columns = [
    { left: MARGIN, right: MARGIN + 100 },
    { left: MARGIN + 110, right: MARGIN + 220 },
    { left: MARGIN + 230, right: RIGHT - 200 },
    { left: RIGHT - 190, right: RIGHT - 100 },
    { left: RIGHT - 90, right: RIGHT },
  ];
  const size = 10;
  const row = (cells: string[], bold: boolean, y: number, numeric: boolean[]) =>
    Math.max(
      ...cells.map((text, i) =>
        numeric[i]
          ? rightAligned(doc, text, columns[i]!.right, y, { size, bold })
          : block(doc, { left: columns[i]!.left, right: columns[i]!.right, top: y }, [{ text, bold }], {
              size,
            }),
      ),
    );
  doc.rect(MARGIN, top, RIGHT - MARGIN, size * 1.5 + 6).fill('#eeeeee');
  let y =
    row([l.installment, l.dueDate, l.amount, l.fine, l.total], true, top + 3, [
      false,
      false,
      true,
      true,
      true,
    ]) + 3;
  rule(doc, y);
  y += 3;
  for (const line of receipt.lines) {
    y = row(
      [
        String(line.installNo),
        ddmmyyyy(line.dueDate),
        rupees(line.amountPaise),
        rupees(line.finePaise),
        rupees(line.amountPaise + line.finePaise),
      ],
      false,
      y,
      [false, false, true, true, true],
    );
  }
  rule(doc, y + 2);
  const amount = receipt.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const fine = receipt.lines.reduce((sum, line) => sum + line.finePaise, 0);
  y = row([l.total, '', rupees(amount), rupees(fine), rupees(amount + fine)], true, y + 5, [
    false,
    false,
    true,
    true,
    true,
  ]);
  return y + 12;
}

function totals(doc: PDFKit.PDFDocument, receipt: Receipt, l: ReceiptLabels, top: number): number {
  const box = { left: MARGIN, right: RIGHT };
  let y = block(doc, { ...box, top }, labelled(l, l.amountPaid, rupees(receipt.paidPaise)), {
    size: 12,
    after: 3,
  });
  y = block(
    doc,
    { ...box, top: y },
    labelled(l, l.inWords, amountInWords(receipt.paidPaise, receipt.institute.language)),
    { size: 10.5, after: 3 },
  );
  y = block(doc, { ...box, top: y }, labelled(l, l.balance, rupees(receipt.balancePaise)), { size: 10.5 });
  y += 14;
  rule(doc, y);
  return block(doc, { ...box, top: y + 8 }, [{ text: l.electronic }], { size: 9, color: MUTED });
}

/** The receipt of one payment as a one-page PDF, in the institute's language. */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const fonts = await loadFonts();
  const language = receipt.institute.language;
  const l = RECEIPT_LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: {
      Title: `${l.title} ${receipt.receiptNo}`,
      Author: receipt.institute.name,
      Subject: receipt.studentName,
    },
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    let y = await header(doc, receipt);
    y = details(doc, receipt, l, y);
    y = table(doc, receipt, l, y);
    totals(doc, receipt, l, y);
    doc.end();
  } catch (error) {
    doc.destroy(error as Error);
    throw error;
  }
  return done;
}
