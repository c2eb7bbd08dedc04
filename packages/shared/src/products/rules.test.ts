import { describe, expect, it } from 'vitest';
import {
  expiryLabelKey,
  findProduct,
  isExpired,
  parseProductTab,
  parseVideoList,
  plainText,
  priceLocale,
  priceText,
  sampleVideoOf,
  sampleVideos,
  splitProducts,
  usageHintKey,
} from './rules';
import { PRODUCT_ITEM_TYPES } from './schema';

const nbsp = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('active and expired: expired 0 is active, anything else expired', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [-1, true],
  ])('expired %i -> expired %s', (expired, result) => {
    expect(isExpired({ expired })).toBe(result);
    expect(expiryLabelKey({ expired })).toBe(result ? 'expiredOn' : 'expiresOn');
  });

  it('splits the list into the two tabs in order, with their counts', () => {
    const list = [
      { id: 1, expired: 0 },
      { id: 2, expired: 1 },
      { id: 3, expired: 0 },
    ];
    const tabs = splitProducts(list);
    expect(tabs.prod_ongoing.map((p) => p.id)).toEqual([1, 3]);
    expect(tabs.prod_completed.map((p) => p.id)).toEqual([2]);
    expect(splitProducts([])).toEqual({ prod_ongoing: [], prod_completed: [] });
  });
});

describe('the remembered tab: Active unless Expired was stored', () => {
  it.each([
    ['prod_completed', 'prod_completed'],
    ['prod_ongoing', 'prod_ongoing'],
    [null, 'prod_ongoing'],
    ['', 'prod_ongoing'],
    ['junk', 'prod_ongoing'],
  ])('%j -> %s', (stored, tab) => expect(parseProductTab(stored)).toBe(tab));
});

describe('the product of a detail address', () => {
  const list = [{ id: 7 }, { id: 12 }];
  it.each([
    ['12', 12],
    ['7', 7],
    ['8', undefined],
    ['12abc', undefined],
    ['-7', undefined],
    ['', undefined],
    [undefined, undefined],
    ['99999999999999', undefined],
  ])('%j -> %j', (id, found) => expect(findProduct(list, id)?.id).toBe(found));
});

describe('price: free at 0, else the price with its currency code in the locale', () => {
  it.each([
    [0, 'INR', 'en', null],
    [14999, 'INR', 'en', 'INR 14,999'],
    [14999, 'INR', 'en-IN', 'INR 14,999'],
    [149999, 'INR', 'en-IN', 'INR 1,49,999'],
    [249, 'EUR', 'de', '249 EUR'],
    [1249.5, 'EUR', 'de', '1.249,50 EUR'],
    [19.99, 'EUR', 'fr', '19,99 EUR'],
    [500, 'ZZZZ', 'en', '500 ZZZZ'],
    [500, 'INR', 'not a locale!', '500 INR'],
  ])('%d %s in %s -> %j', (price, code, locale, text) =>
    expect(nbsp(priceText(price, code, locale))).toBe(text),
  );
});

describe("the prices' locale: the language in the institute's country", () => {
  it.each([
    ['en', '+91', 'en-IN'],
    ['hi', '+91', 'hi-IN'],
    ['de', '+49', 'de-DE'],
    ['fr', '+33', 'fr-FR'],
    ['en-GB', '+49', 'en-DE'],
    ['en', '+999', 'en'],
    ['de', null, 'de'],
    ['', '+91', 'en-IN'],
  ])('%s at %s -> %s', (language, code, locale) => expect(priceLocale(language, code)).toBe(locale));
});

describe('about as plain text: tags gone, scripts and styles dropped, entities decoded once', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['<p>Full <b>JEE</b> revision.</p>', 'Full JEE revision.'],
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['Line<br>break<br/>again', 'Line\nbreak\nagain'],
    ['<ul><li>A</li><li>B</li></ul>', 'A\nB'],
    ['Safe<script>alert(1)</script> text', 'Safe text'],
    ['<style>p{color:red}</style>Styled', 'Styled'],
    ['<img src=x onerror="alert(1)">Picture', 'Picture'],
    ['Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; &#x41;', 'Tom & Jerry <3 "hi" \'x\' A'],
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['Prüfung&nbsp;&nbsp;bestehen', 'Prüfung bestehen'],
    ['<!-- note -->Visible', 'Visible'],
    ['Unclosed <script>alert(1)', 'Unclosed'],
    ['2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['<p>  spaced   out  </p>\n\n\n<p>next</p>', 'spaced out\n\nnext'],
    ['&unknown; &#0; &#99999999;', '&unknown; &#0; &#99999999;'],
  ])('%j -> %j', (html, text) => expect(plainText(html)).toBe(text));
});

describe('sample videos: the kind by address, ids parsed safely', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', { kind: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://youtu.be/aqz-KE-bpKQ?t=3', { kind: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', { kind: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', { kind: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=aqz-KE-bpK"><script>', null],
    ['https://www.youtube.com/channel/abc', null],
    ['https://vimeo.com/1084537', { kind: 'vimeo', id: '1084537' }],
    ['https://player.vimeo.com/video/1084537?h=abc', { kind: 'vimeo', id: '1084537' }],
    ['https://vimeo.com/channels/staffpicks/1084537', { kind: 'vimeo', id: '1084537' }],
    ['https://vimeo.com/about', null],
    [
      'https://cdn.example.com/intro.mp4',
      { kind: 'file', url: 'https://cdn.example.com/intro.mp4', type: 'video/mp4' },
    ],
    [
      'https://cdn.example.com/a.WEBM?x=1',
      { kind: 'file', url: 'https://cdn.example.com/a.WEBM?x=1', type: 'video/webm' },
    ],
    ['/files/sample.ogg', { kind: 'file', url: '/files/sample.ogg', type: 'video/ogg' }],
    ['https://cdn.example.com/movie.avi', null],
    ['https://cdn.example.com/notes.pdf', null],
    ['javascript:alert(1)//.mp4', null],
    ['data:video/mp4;base64,AAAA.mp4', null],
    ['ftp://example.com/a.mp4', null],
    ['relative/a.mp4', null],
    ['not a url at all', null],
  ])('%s -> %j', (address, video) => expect(sampleVideoOf(address)).toEqual(video));

  it('reads the youtube_url JSON list safely', () => {
    expect(parseVideoList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseVideoList('["a",3,null]')).toEqual(['a']);
    expect(parseVideoList('{"a":1}')).toEqual([]);
    expect(parseVideoList('not json')).toEqual([]);
    expect(parseVideoList('')).toEqual([]);
    expect(parseVideoList(null)).toEqual([]);
  });

  it('lists the JSON list then video_url, skipping unknown kinds and repeats', () => {
    const list = JSON.stringify([
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://example.com/page.html',
      'https://vimeo.com/1084537',
    ]);
    expect(sampleVideos(list, 'https://cdn.example.com/intro.webm')).toEqual([
      { kind: 'youtube', id: 'aqz-KE-bpKQ' },
      { kind: 'vimeo', id: '1084537' },
      { kind: 'file', url: 'https://cdn.example.com/intro.webm', type: 'video/webm' },
    ]);
    expect(sampleVideos('[]', null)).toEqual([]);
  });
});

describe('usage hints: one for each of the seven item kinds', () => {
  it.each([
    ['Study Material', 'studyMaterial'],
    ['Mock Test', 'mockTest'],
    ['Live Class', 'liveClass'],
    ['Classroom Classes', 'classroomClasses'],
    ['Printed Materials', 'printedMaterials'],
    ['Video Lecture', 'videoLecture'],
    ['Online Test', 'onlineTest'],
    ['Something Else', null],
    ['toString', null],
  ])('%s -> %j', (type, key) => expect(usageHintKey(type)).toBe(key));

  it('covers every kind the contract allows', () => {
    expect(PRODUCT_ITEM_TYPES.map(usageHintKey).every((key) => key !== null)).toBe(true);
  });
});
