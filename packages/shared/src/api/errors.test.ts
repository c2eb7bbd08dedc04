import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT, networkErrorKey, splitAppLink } from './errors';

describe('network-error mapping of spec section 8', () => {
  it.each([
    [undefined, 'Please check your internet connection!'],
    [0, 'Please check your internet connection!'],
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
    [418, 'Something went wrong! Please try after sometime.'],
    [502, 'Something went wrong! Please try after sometime.'],
  ])('%s -> %s', (status, text) => {
    expect(NETWORK_ERROR_TEXT[networkErrorKey(status)]).toBe(text);
  });
});

describe('splitAppLink', () => {
  it('splits text and link parts', () => {
    expect(splitAppLink('Please use the admin app : app_link : https://admin.test')).toEqual({
      text: 'Please use the admin app',
      link: 'https://admin.test',
    });
  });
  it('returns null without the marker', () => {
    expect(splitAppLink('Plain message')).toBeNull();
  });
});
