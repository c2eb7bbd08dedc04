import { ToWords } from 'to-words';

/**
 * Amounts in words for fee receipts, in the institute's language. to-words spells the
 * number (Indian lakh and crore in English and Hindi); the currency words are added here,
 * and a few of its spellings are put right:
 * - Hindi: a hundred after a larger unit lost its 'one' ('एक हज़ार सौ' for 1,100).
 * - French: lower case; 'cents' and 'quatre-vingts' lose their s before another number
 *   word ('deux cent mille'); 'de' before roupies after million(s); feminine 'une roupie'.
 * - German: to-words writes 'Zwei Hundert Dreiundzwanzig Tausend' and 'Eins Million';
 *   German writes numbers below a million as one lower-case word and agrees million
 *   ('zweihundertdreiundzwanzigtausend', 'eine Million', 'zwei Millionen').
 */

export type ReceiptLanguage = 'en' | 'fr' | 'hi' | 'de';

const LOCALES: Record<ReceiptLanguage, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  fr: 'fr-FR',
  de: 'de-DE',
};

const converters = new Map<ReceiptLanguage, ToWords>();

function spell(whole: number, language: ReceiptLanguage): string {
  let converter = converters.get(language);
  if (!converter) {
    converter = new ToWords({
      localeCode: LOCALES[language],
      converterOptions: { currency: false, ignoreDecimal: true },
    });
    converters.set(language, converter);
  }
  return converter.convert(whole);
}

const HINDI_SCALES = new Set(['हज़ार', 'लाख', 'करोड़', 'अरब', 'खरब']);

/** 'सौ' at the start or right after a larger unit gets its 'एक'. */
export function fixHindi(words: string): string {
  const tokens = words.split(' ');
  return tokens
    .flatMap((token, i) =>
      token === 'सौ' && (i === 0 || HINDI_SCALES.has(tokens[i - 1]!)) ? ['एक', token] : [token],
    )
    .join(' ');
}

export function fixFrench(words: string): string {
  return words.toLowerCase().replace(/\b(cent|vingt)s (?=mille\b)/g, '$1 ');
}

const GERMAN_SCALES: Record<string, [singular: string, plural: string]> = {
  million: ['Million', 'Millionen'],
  milliarde: ['Milliarde', 'Milliarden'],
  billion: ['Billion', 'Billionen'],
  billiarde: ['Billiarde', 'Billiarden'],
};

/** Number words below a million, joined: 'hundert eins tausend' -> 'einhunderteintausend'. */
function germanGroup(pieces: string[]): string {
  return pieces
    .map((piece, i) => {
      const next = pieces[i + 1];
      const previous = pieces[i - 1];
      if (piece === 'eins' && (next === 'hundert' || next === 'tausend')) return 'ein';
      if ((piece === 'hundert' || piece === 'tausend') && (previous === undefined || previous === 'tausend'))
        return `ein${piece}`;
      return piece;
    })
    .join('');
}

export function fixGerman(words: string): string {
  const out: string[] = [];
  let pieces: string[] = [];
  for (const token of words.toLowerCase().split(' ')) {
    const scale = GERMAN_SCALES[token];
    if (!scale) {
      pieces.push(token);
      continue;
    }
    const group = germanGroup(pieces);
    out.push(group === 'eins' || group === '' ? `eine ${scale[0]}` : `${group} ${scale[1]}`);
    pieces = [];
  }
  if (pieces.length > 0) out.push(germanGroup(pieces));
  return out.join(' ');
}

/** Whole rupees in words, the language's spelling put right (no currency). */
export function numberInWords(whole: number, language: ReceiptLanguage): string {
  const words = spell(whole, language);
  switch (language) {
    case 'en':
      return words;
    case 'hi':
      return fixHindi(words);
    case 'fr':
      return fixFrench(words);
    case 'de':
      return fixGerman(words);
  }
}

/**
 * An amount of paise in words with its currency, as a receipt writes it:
 * 'Rupees Twelve Thousand Two Hundred Fifty Only', 'बारह हज़ार दो सौ पचास रुपये मात्र',
 * 'douze mille deux cent cinquante roupies', 'zwölftausendzweihundertfünfzig Rupien'.
 * Paise, when there are any, follow ('… and Fifty Paise').
 */
export function amountInWords(paise: number, language: ReceiptLanguage): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const r = numberInWords(rupees, language);
  const p = rest > 0 ? numberInWords(rest, language) : null;
  switch (language) {
    case 'en':
      return p ? `Rupees ${r} and ${p} Paise Only` : `Rupees ${r} Only`;
    case 'hi':
      return `${r} ${rupees === 1 ? 'रुपया' : 'रुपये'}${p ? ` और ${p} पैसे` : ''} मात्र`;
    case 'fr': {
      const amount = frenchWithNoun(r, rupees, 'roupie', 'roupies');
      return p ? `${amount} et ${frenchWithNoun(p, rest, 'paisa', 'paise')}` : amount;
    }
    case 'de': {
      const amount = rupees === 1 ? 'eine Rupie' : `${r} Rupien`;
      return p ? `${amount} und ${rest === 1 ? 'ein Paisa' : `${p} Paise`}` : amount;
    }
  }
}

/** French agreement: 'une roupie', 'vingt et une roupies', 'deux millions de roupies'. */
function frenchWithNoun(words: string, value: number, singular: string, plural: string): string {
  const feminine = words.replace(/(^|[ -])un$/, '$1une');
  const noun = value < 2 ? singular : plural;
  return /(millions?|milliards?)$/.test(feminine) ? `${feminine} de ${noun}` : `${feminine} ${noun}`;
}
