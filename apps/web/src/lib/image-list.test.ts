import { describe, expect, it } from 'vitest';
import { imageListFrom, isShowableImageUrl } from './image-list';

const q = (s: string) => new URLSearchParams(s);

describe('imageListFrom', () => {
  it('takes the list from the navigation state first', () => {
    expect(
      imageListFrom(q('url=/media/x.jpg'), {
        images: ['/media/a.jpg', { url: 'https://cdn.example.com/b.jpg' }],
        index: 1,
      }),
    ).toEqual({
      images: ['/media/a.jpg', 'https://cdn.example.com/b.jpg'],
      index: 1,
    });
  });
  it('reads repeated url, a JSON urls or a comma list, with index', () => {
    expect(imageListFrom(q('url=/media/a.jpg&url=/media/b.jpg&index=1'), null)).toEqual({
      images: ['/media/a.jpg', '/media/b.jpg'],
      index: 1,
    });
    expect(
      imageListFrom(q(`urls=${encodeURIComponent('["/media/a.jpg","/media/b.jpg"]')}`), undefined).images,
    ).toHaveLength(2);
    expect(imageListFrom(q('urls=/media/a.jpg,/media/b.jpg,/media/c.jpg&index=2'), null)).toEqual({
      images: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'],
      index: 2,
    });
  });
  it('keeps the index inside the list and drops what cannot be shown', () => {
    expect(imageListFrom(q('url=/a.jpg&index=9'), null).index).toBe(0);
    expect(imageListFrom(q('url=/a.jpg&index=-3'), null).index).toBe(0);
    expect(imageListFrom(q('url=/a.jpg&index=x'), null).index).toBe(0);
    expect(imageListFrom(q('url=javascript:alert(1)&url=//evil.example/x.jpg&urls=[broken'), null)).toEqual({
      images: [],
      index: 0,
    });
    expect(isShowableImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(imageListFrom(q(''), { images: 'nope' })).toEqual({ images: [], index: 0 });
  });
  it('caps the list at 50', () => {
    expect(imageListFrom(q(''), { images: Array.from({ length: 80 }, (_, i) => `/m/${i}.jpg`) }).images).toHaveLength(
      50,
    );
  });
});
