import { describe, it, expect } from 'vitest';
import { IMAGE_DEFAULTS, isOwnMediaUrl, processImageUrl } from './image-url.ts';
import type { ImageUrlOptions } from './image-url.ts';

describe('IMAGE_DEFAULTS', () => {
  it('matches docs/product/media.md', () => {
    expect(IMAGE_DEFAULTS).toEqual({ quality: 80, fit: 'fill', width: 750 });
  });
});

describe('processImageUrl', () => {
  it.each<[string, ImageUrlOptions | undefined, string]>([
    ['/media/a.jpg', undefined, '/media/a.jpg?w=750&q=80&fit=fill'],
    ['/media/a.jpg', { width: 300 }, '/media/a.jpg?w=300&q=80&fit=fill'],
    ['/media/a.jpg', { width: 300, height: 200, quality: 60 }, '/media/a.jpg?w=300&h=200&q=60&fit=fill'],
    ['/media/a.jpg', { mode: 'cover' }, '/media/a.jpg?w=750&q=80&fit=cover'],
    ['/media/a.jpg?v=2', undefined, '/media/a.jpg?v=2&w=750&q=80&fit=fill'],
    ['/media/a.jpg#top', undefined, '/media/a.jpg?w=750&q=80&fit=fill#top'],
    ['/media/a.jpg?v=2#top', { width: 100 }, '/media/a.jpg?v=2&w=100&q=80&fit=fill#top'],
    ['/media/a.jpg?', undefined, '/media/a.jpg?w=750&q=80&fit=fill'],
    // Stale sizing parameters are replaced, not duplicated; others keep their exact encoding.
    ['/media/a.jpg?w=100&sig=a%2Fb&q=10&fit=cover&h=5', { width: 300 }, '/media/a.jpg?sig=a%2Fb&w=300&q=80&fit=fill'],
    ['/media/a.jpg?wide=1', undefined, '/media/a.jpg?wide=1&w=750&q=80&fit=fill'],
    // Bad numbers fall back; quality is clamped.
    ['/media/a.jpg', { width: 0, height: -1, quality: 0 }, '/media/a.jpg?w=750&q=80&fit=fill'],
    ['/media/a.jpg', { width: 299.6, quality: 150 }, '/media/a.jpg?w=300&q=100&fit=fill'],
    // Own absolute URL, when the origin is declared ours.
    [
      'https://m.example.com/media/a.jpg',
      { ownOrigins: ['https://m.example.com'] },
      'https://m.example.com/media/a.jpg?w=750&q=80&fit=fill',
    ],
  ])('%j %j → %j', (url, options, out) => expect(processImageUrl(url, options)).toBe(out));

  it.each<[string, ImageUrlOptions | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ['https://cdn.other.com/media/a.jpg', undefined], // external
    ['https://cdn.other.com/media/a.jpg', { ownOrigins: ['https://m.example.com'] }],
    ['https://m.example.com/media/a.jpg', undefined], // absolute, but no origin declared ours
    ['//cdn.other.com/media/a.jpg', undefined], // protocol-relative is another host
    ['data:image/png;base64,iVBORw0KGgo=', undefined],
    ['blob:https://m.example.com/1234', { ownOrigins: ['https://m.example.com'] }],
    ['/static/logo.png', undefined], // ours, but not storage
    ['/mediax/a.jpg', undefined],
    ['/media', undefined],
    ['media/a.jpg', undefined], // relative: cannot tell where it resolves
    ['/other?next=/media/a.jpg', undefined], // /media/ in the query is not the path
  ])('leaves %j untouched', (url, options) => expect(processImageUrl(url, options)).toBe(url));

  it('isOwnMediaUrl', () => {
    expect(isOwnMediaUrl('/media/x.png')).toBe(true);
    expect(isOwnMediaUrl('http://localhost:3000/media/x.png', ['http://localhost:3000/'])).toBe(true);
    expect(isOwnMediaUrl('http://localhost:3001/media/x.png', ['http://localhost:3000'])).toBe(false);
  });
});
