import { describe, expect, it } from 'vitest';
import { amountInWords, fixGerman, numberInWords, type ReceiptLanguage } from './words';

const rupees = (n: number) => n * 100;

describe('amountInWords', () => {
  const cases: Record<ReceiptLanguage, Array<[number, string]>> = {
    en: [
      [0, 'Rupees Zero Only'],
      [1, 'Rupees One Only'],
      [999, 'Rupees Nine Hundred Ninety Nine Only'],
      [1_00_000, 'Rupees One Lakh Only'],
      [12_250, 'Rupees Twelve Thousand Two Hundred Fifty Only'],
      [
        12_34_56_789,
        'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
      ],
    ],
    hi: [
      [0, 'शून्य रुपये मात्र'],
      [1, 'एक रुपया मात्र'],
      [100, 'एक सौ रुपये मात्र'],
      [999, 'नौ सौ निन्यानवे रुपये मात्र'],
      [1_100, 'एक हज़ार एक सौ रुपये मात्र'],
      [1_00_100, 'एक लाख एक सौ रुपये मात्र'],
      [1_00_000, 'एक लाख रुपये मात्र'],
      [12_34_56_789, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र'],
    ],
    fr: [
      [0, 'zéro roupie'],
      [1, 'une roupie'],
      [21, 'vingt et une roupies'],
      [80, 'quatre-vingts roupies'],
      [999, 'neuf cent quatre-vingt-dix-neuf roupies'],
      [80_000, 'quatre-vingt mille roupies'],
      [1_00_000, 'cent mille roupies'],
      [2_00_000, 'deux cent mille roupies'],
      [3_00_300, 'trois cent mille trois cents roupies'],
      [20_00_000, 'deux millions de roupies'],
      [
        12_34_56_789,
        'cent vingt-trois millions quatre cent cinquante-six mille sept cent quatre-vingt-neuf roupies',
      ],
    ],
    de: [
      [0, 'null Rupien'],
      [1, 'eine Rupie'],
      [101, 'einhunderteins Rupien'],
      [999, 'neunhundertneunundneunzig Rupien'],
      [1_100, 'eintausendeinhundert Rupien'],
      [12_250, 'zwölftausendzweihundertfünfzig Rupien'],
      [1_00_000, 'einhunderttausend Rupien'],
      [2_01_000, 'zweihunderteintausend Rupien'],
      [10_00_000, 'eine Million Rupien'],
      [10_01_000, 'eine Million eintausend Rupien'],
      [
        12_34_56_789,
        'einhundertdreiundzwanzig Millionen vierhundertsechsundfünfzigtausendsiebenhundertneunundachtzig Rupien',
      ],
    ],
  };
  for (const [language, rows] of Object.entries(cases) as Array<[ReceiptLanguage, Array<[number, string]>]>) {
    it.each(rows)(`${language}: %i`, (amount, words) => {
      expect(amountInWords(rupees(amount), language)).toBe(words);
    });
  }

  it('adds paise when there are any', () => {
    expect(amountInWords(1_225_050, 'en')).toBe(
      'Rupees Twelve Thousand Two Hundred Fifty and Fifty Paise Only',
    );
    expect(amountInWords(150, 'hi')).toBe('एक रुपया और पचास पैसे मात्र');
    expect(amountInWords(201, 'fr')).toBe('deux roupies et une paisa');
    expect(amountInWords(1_005, 'de')).toBe('zehn Rupien und fünf Paise');
  });
});

describe('German spelling', () => {
  it('joins the words below a million and agrees the large units', () => {
    expect(
      fixGerman(
        'Zwölf Milliarde Drei Hundert Fünfundvierzig Million Sechs Hundert Achtundsiebzig Tausend Neun Hundert Eins',
      ),
    ).toBe(
      'zwölf Milliarden dreihundertfünfundvierzig Millionen sechshundertachtundsiebzigtausendneunhunderteins',
    );
    expect(fixGerman('Eins Milliarde')).toBe('eine Milliarde');
    expect(numberInWords(21_000_000, 'de')).toBe('einundzwanzig Millionen');
  });
});
