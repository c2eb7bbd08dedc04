import PDFDocument from 'pdfkit';
import type { Institute } from '../../lib/institutes';
import { loadFonts, registerFonts } from '../../lib/pdf/fonts';
import { TextFlow } from '../../lib/pdf/text';
import type { LetterAccount } from './codes';

const MARGIN = 56;

/**
 * One A4 page per account: who it is for, how to sign in, the one-time code and until when it
 * works. Noto Sans (latin and Devanagari) draws names in any of the portal's languages.
 */
export async function lettersPdf(
  institute: Institute,
  accounts: LetterAccount[],
  context: { host: string; validUntil: string },
): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${institute.name}: sign-in letters`, Author: institute.name },
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const account of accounts) {
    doc.addPage();
    const flow = new TextFlow(doc, {
      left: MARGIN,
      right: doc.page.width - MARGIN,
      top: MARGIN,
      bottom: doc.page.height - MARGIN,
    });
    flow.paragraph([{ text: institute.name, bold: true }], { size: 18, after: 18 });
    flow.paragraph([{ text: `For: ${account.name} (${account.role})`, bold: true }], { size: 13, after: 12 });
    flow.paragraph(
      [{ text: `Your account on the ${institute.name} portal is ready. To sign in for the first time:` }],
      { size: 11, after: 8 },
    );
    flow.paragraph([{ text: `1. Open ${context.host} in a web browser.` }], {
      size: 11,
      indent: 12,
      after: 4,
    });
    flow.paragraph(
      [
        { text: `2. Type your ${account.login?.includes('@') ? 'e-mail address' : 'phone number'}: ` },
        { text: account.login ?? '(ask your institute)', bold: true },
      ],
      { size: 11, indent: 12, after: 4 },
    );
    flow.paragraph([{ text: '3. In the password field, type this one-time code:' }], {
      size: 11,
      indent: 12,
      after: 10,
    });
    flow.paragraph([{ text: account.code, bold: true }], { size: 26, indent: 40, after: 10 });
    flow.paragraph(
      [
        {
          text: `The code works once, for this account only, until ${context.validUntil}. The portal then asks you to choose a password of your own, which you use to sign in from then on.`,
        },
      ],
      { size: 11, after: 8 },
    );
    flow.paragraph(
      [{ text: 'Keep this letter private: anyone with the code can sign in as you until it is used.' }],
      { size: 9, color: '#555555' },
    );
  }
  if (accounts.length === 0) {
    doc.addPage();
    new TextFlow(doc, {
      left: MARGIN,
      right: doc.page.width - MARGIN,
      top: MARGIN,
      bottom: doc.page.height - MARGIN,
    }).paragraph([{ text: 'No new accounts are waiting for a letter.' }], { size: 12 });
  }
  doc.end();
  return done;
}
