import { describe, expect, it } from 'vitest';
import { decodePlaybackInfo } from './video-otp';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('decodePlaybackInfo (videoOTP playbackInfo: base64 of { videoId, url })', () => {
  it('reads the signed stream URL', () => {
    expect(decodePlaybackInfo(encode({ videoId: '42', url: '/api/video/stream/abc_DEF-123' }))).toEqual({
      videoId: '42',
      url: '/api/video/stream/abc_DEF-123',
    });
  });

  it('reads UTF-8 inside the JSON', () => {
    expect(decodePlaybackInfo(encode({ videoId: 'पाठ', url: '/s/é' }))).toEqual({
      videoId: 'पाठ',
      url: '/s/é',
    });
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['not JSON', Buffer.from('plain text').toString('base64')],
    ['no url', encode({ videoId: '42' })],
    ['a number for url', encode({ videoId: '42', url: 7 })],
    ['null', encode(null)],
  ])('treats %s as no playback info', (_case, value) => {
    expect(decodePlaybackInfo(value)).toBeNull();
  });
});
