import { describe, expect, it } from 'vitest';
import { extensionOf, sizeShort, viewerType } from './rules';

describe('viewerType', () => {
  it.each([
    [{ category: 'Youtube', fileName: null }, 'youtube'],
    [{ category: 'YoutubeURL' }, 'youtube'],
    [{ category: 'Vimeo', fileName: 'x.pdf' }, 'vimeo'],
    [{ category: 'VDOCipher' }, 'vdo'],
    [{ category: 'EBook', fileName: 'Guide.PDF' }, 'file'],
    [{ category: 'Images', fileName: 'map.jpeg' }, 'image'],
    [{ category: 'Other', fileName: 'a.bmp' }, 'image'],
    [{ category: 'AudioNotes', fileName: 'note.mp3' }, 'audio'],
    [{ fileName: 'clip.wav' }, 'audio'],
    [{ fileName: 'lesson.webm' }, 'video'],
    [{ fileName: 'lesson.mp4' }, 'video'],
    [{ category: 'Other', fileName: 'worksheets.zip' }, 'unsupported'],
    [{ category: 'Other', fileName: 'sales.pbix' }, 'unsupported'],
    [{ category: 'Notes', fileName: 'notes.docx' }, 'unsupported'],
    [{ fileName: 'noextension' }, 'unsupported'],
    [{}, 'unsupported'],
  ])('%o -> %s', (file, expected) => {
    expect(viewerType(file)).toBe(expected);
  });
});

describe('extensionOf', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['/files/x.png?v=2', 'png'],
    ['dot.', ''],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (name, ext) => expect(extensionOf(name)).toBe(ext));
});

describe('sizeShort (Vimeo download links)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [432_328_704, '412.3 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
    [-5, '0 B'],
  ])('%d bytes -> %s', (bytes, text) => expect(sizeShort(bytes)).toBe(text));
});
