import { describe, expect, it } from 'vitest';
import { EMPTY_KEPT, keepParams } from './address-params';
import { newVisitorId, trackQuery } from './track';

describe('trackQuery', () => {
  it('carries the page and every channel parameter the session kept', () => {
    const kept = keepParams(
      EMPTY_KEPT,
      new URLSearchParams('storeid=91923&vChannel=c&origin=banner&vProject=p&vActivityName=夏日&source=5&env=test'),
    );
    const q = new URLSearchParams(trackQuery({ event: 'pageview', page: '/speakTopic', visitorId: 'v1' }, kept));
    expect(Object.fromEntries(q)).toEqual({
      event: 'pageview',
      page: '/speakTopic',
      visitorId: 'v1',
      storeid: '91923',
      source: '5',
      vChannel: 'c',
      vActivityName: '夏日',
      origin: 'banner',
      vProject: 'p',
    });
  });
  it('clips values to what the server takes and never lets extras replace the basics', () => {
    const q = new URLSearchParams(
      trackQuery(
        { event: 'click', page: `/${'x'.repeat(300)}`, visitorId: 'v', extra: { page: 'no', button: 'b' } },
        EMPTY_KEPT,
      ),
    );
    expect(q.get('page')).toHaveLength(200);
    expect(q.get('button')).toBe('b');
  });
});

describe('newVisitorId', () => {
  it('is 24 characters of base 36', () => {
    expect(newVisitorId()).toMatch(/^[0-9a-z]{24}$/);
    expect(newVisitorId(() => 0)).toBe('0'.repeat(24));
  });
});
