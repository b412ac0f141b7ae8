import { describe, expect, it } from 'vitest';
import { carryInto, EMPTY_KEPT, keepParams, splitPath, takeTokenParams, withCarriedParams } from './address-params';

const q = (s: string) => new URLSearchParams(s);

describe('keepParams', () => {
  it('keeps the carried parameters and remembers every entry parameter', () => {
    const kept = keepParams(
      EMPTY_KEPT,
      q(
        'storeid=91923&origin=banner&vProject=p&vChannel=c1&vActivityId=a9&vActivityName=n&source=5&h5_sessionid=s1&showTopBar=0&env=test&other=x',
      ),
    );
    expect(kept.carried).toEqual({
      storeid: '91923',
      vChannel: 'c1',
      vActivityId: 'a9',
      h5_sessionid: 's1',
      showTopBar: '0',
    });
    expect(kept.seen).toMatchObject({ origin: 'banner', vProject: 'p', vActivityName: 'n', source: '5', env: 'test' });
    expect(kept.seen).not.toHaveProperty('other');
  });

  it('carries activityId when that is the name the activity came under', () => {
    expect(keepParams(EMPTY_KEPT, q('activityId=7')).carried).toEqual({ activityId: '7' });
  });

  it('keeps topicId only with a vChannel and only the first one', () => {
    expect(keepParams(EMPTY_KEPT, q('topicId=3')).carried).toEqual({});
    const first = keepParams(EMPTY_KEPT, q('vChannel=c&topicId=3'));
    expect(first.carried.topicId).toBe('3');
    expect(keepParams(first, q('topicId=4')).carried.topicId).toBe('3');
    // A vChannel kept from earlier counts.
    const channel = keepParams(EMPTY_KEPT, q('vChannel=c'));
    expect(keepParams(channel, q('topicId=5')).carried.topicId).toBe('5');
  });

  it('lets a later address replace a value, ignores blanks, and answers the same object when nothing changed', () => {
    const a = keepParams(EMPTY_KEPT, q('storeid=91923'));
    const b = keepParams(a, q('storeid=91816'));
    expect(b.carried.storeid).toBe('91816');
    expect(keepParams(b, q('storeid=&showTopBar=%20'))).toBe(b);
    expect(keepParams(b, q('id=5'))).toBe(b);
  });
});

describe('withCarriedParams and carryInto', () => {
  const carried = { storeid: '91923', vChannel: 'c 1' };
  it('adds what is missing and leaves given values alone', () => {
    expect(withCarriedParams('', carried)).toBe('?storeid=91923&vChannel=c+1');
    expect(withCarriedParams('?id=5&storeid=1', carried)).toBe('?id=5&storeid=1&vChannel=c+1');
    expect(withCarriedParams('?id=5', {})).toBe('?id=5');
  });
  it('works on strings, search-only strings and path objects', () => {
    expect(carryInto('/dynamicDetails?id=5#c', carried)).toBe('/dynamicDetails?id=5&storeid=91923&vChannel=c+1#c');
    expect(carryInto('?tab=hot', { storeid: '1' })).toBe('?tab=hot&storeid=1');
    expect(carryInto({ pathname: '/a' }, { storeid: '1' })).toEqual({ pathname: '/a', search: '?storeid=1' });
    const same = { pathname: '/a', search: '?storeid=2' };
    expect(carryInto(same, { storeid: '1' })).toBe(same);
  });
  it('splits paths', () => {
    expect(splitPath('/a/b?x=1#h')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h' });
    expect(splitPath('?x=1')).toEqual({ search: '?x=1' });
    expect(splitPath('#h?not-search')).toEqual({ hash: '#h?not-search' });
  });
});

describe('takeTokenParams', () => {
  it('takes every token parameter out of the address and keeps the rest', () => {
    expect(takeTokenParams('?storeid=1&h5token=abc&t=bj&tt=ln&htoken=h&h_token=z&x=2')).toEqual({
      tokens: { t: 'bj', tt: 'ln', h5token: 'abc', htoken: 'h', h_token: 'z' },
      search: '?storeid=1&x=2',
    });
  });
  it('removes an empty token parameter too, and leaves clean addresses untouched', () => {
    expect(takeTokenParams('?h5token=&a=1')).toEqual({ tokens: {}, search: '?a=1' });
    expect(takeTokenParams('?a=1&b=2')).toEqual({ tokens: {}, search: '?a=1&b=2' });
    expect(takeTokenParams('')).toEqual({ tokens: {}, search: '' });
  });
});
