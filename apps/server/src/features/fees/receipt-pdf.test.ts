import { describe, expect, it } from 'vitest';
import { instituteLogo } from '../../lib/institute-logo';
import { ddmmyyyy, receiptFileName, receiptPdf } from './receipt-pdf';
import type { Receipt } from './receipts';
import { pdfText } from './testing';

const receipt: Receipt = {
  receiptNo: 'X-26-27-0001',
  financialYear: '2026-27',
  paidOn: '2026-04-09',
  method: 'Cash',
  reference: null,
  group: 'Batch Élan',
  institute: {
    name: 'Nowhere Institute',
    slug: 'no-such-institute',
    kind: 'coaching',
    language: 'en',
    address: null,
  },
  studentName: 'Zoë Ñúñez',
  displayId: 'N-1',
  lines: [{ installNo: 1, dueDate: '2026-04-01', amountPaise: 100_050, finePaise: 0 }],
  paidPaise: 100_050,
  balancePaise: 0,
};

describe('receiptPdf', () => {
  it('draws a receipt without a logo or address (none found), accented names intact', async () => {
    expect(await instituteLogo('no-such-institute')).toBeNull();
    expect(await instituteLogo('../greenfield')).toBeNull();
    const text = await pdfText(await receiptPdf(receipt));
    expect(text).toContain('Nowhere Institute');
    expect(text).toContain('Student: Zoë Ñúñez');
    expect(text).toContain('Batch / course: Batch Élan');
    expect(text).toContain('Date: 09-04-2026');
    expect(text).toContain('Amount paid: Rs 1,001');
    expect(text).toContain('Rupees One Thousand and Fifty Paise Only');
    expect(text).not.toContain('Reference');
  });

  it('uses a PNG of the SVG logo where the institute ships only SVG', async () => {
    const logo = await instituteLogo('greenfield');
    expect(logo?.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('names dates and files as the portal shows them', () => {
    expect(ddmmyyyy('2026-11-05')).toBe('05-11-2026');
    expect(receiptFileName('GPS-26-27-0101')).toBe('receipt-GPS-26-27-0101.pdf');
  });
});
