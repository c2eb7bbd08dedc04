import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact';

describe('redactUrl', () => {
  it.each([
    ['/test-panel/launch/AbC_123-xyz', '/test-panel/launch/***'],
    ['/test-panel/launch/AbC?x=1', '/test-panel/launch/***?x=1'],
    ['/api/v1/timetable/feed/9f8e7d.ics', '/api/v1/timetable/feed/***.ics'],
    ['/?token=demo-sso-aarav', '/?token=***'],
    ['/?user=aarav@greenfield.test&password=ZGVtbzEyMzQ=', '/?user=aarav@greenfield.test&password=***'],
    ['/api/v2/timeTable/v3', '/api/v2/timeTable/v3'],
    ['/dashboard?tab=1', '/dashboard?tab=1'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
