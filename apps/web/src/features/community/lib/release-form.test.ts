import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from './release-draft';
import { checkRelease, filterItems, publishPayload } from './release-form';

const media = { images: 0, busy: false, failed: false };

describe('checkRelease', () => {
  it('counts a Chinese character as 2 against the 2,000 and 60 limits', () => {
    expect(checkRelease({ ...EMPTY_DRAFT, text: '字'.repeat(1000) }, media)).toMatchObject({
      textLength: 2000,
      blocker: null,
    });
    expect(checkRelease({ ...EMPTY_DRAFT, text: '字'.repeat(1000) + 'a' }, media)).toMatchObject({
      textOver: true,
      blocker: 'textTooLong',
    });
    expect(checkRelease({ ...EMPTY_DRAFT, text: 'x', title: '题'.repeat(30) }, media).blocker).toBeNull();
    expect(checkRelease({ ...EMPTY_DRAFT, text: 'x', title: '题'.repeat(30) + '!' }, media)).toMatchObject({
      titleLength: 61,
      blocker: 'titleTooLong',
    });
  });

  it('needs words, pictures or a video, and no upload under way or failed', () => {
    expect(checkRelease({ ...EMPTY_DRAFT, text: '  \n ' }, media).blocker).toBe('empty');
    expect(checkRelease(EMPTY_DRAFT, { ...media, images: 1 }).blocker).toBeNull();
    expect(checkRelease({ ...EMPTY_DRAFT, text: 'x' }, { ...media, busy: true }).blocker).toBe('uploading');
    expect(checkRelease({ ...EMPTY_DRAFT, text: 'x' }, { ...media, failed: true }).blocker).toBe('uploadFailed');
  });
});

describe('publishPayload', () => {
  it('leaves blanks out and sends pictures by file id', () => {
    expect(publishPayload({ ...EMPTY_DRAFT, text: ' 你好 ' }, [])).toEqual({ type: 'dynamic', text: '你好' });
    expect(
      publishPayload(
        { ...EMPTY_DRAFT, title: '标题', text: 't', topic: { id: '7', title: 'x' }, placeName: ' 西湖 ' },
        ['f1', 'f2'],
      ),
    ).toEqual({ type: 'dynamic', title: '标题', text: 't', images: ['f1', 'f2'], topicId: '7', placeName: '西湖' });
  });

  it('sends the POI and destination of a place picked on /location/basics, never without its name', () => {
    const picked = { ...EMPTY_DRAFT, text: 't', placeName: '外滩', poiId: '12', destinationId: '3' };
    expect(publishPayload(picked, [])).toEqual({
      type: 'dynamic',
      text: 't',
      placeName: '外滩',
      poiId: '12',
      destinationId: '3',
    });
    expect(publishPayload({ ...picked, placeName: ' ' }, [])).toEqual({ type: 'dynamic', text: 't' });
  });

  it('sends a video instead of pictures', () => {
    const video = { videoId: 'v1', videoType: 'mp4', playURL: '/v', coverURL: '/c', duration: 1, width: 1, height: 1 };
    expect(publishPayload({ ...EMPTY_DRAFT, text: 't', video }, ['f1'])).toEqual({
      type: 'dynamic',
      text: 't',
      videoId: 'v1',
    });
  });
});

describe('filterItems', () => {
  it('asks about the title and the text when they say something', () => {
    expect(filterItems({ title: '', text: ' ' })).toEqual([]);
    expect(filterItems({ title: ' 西湖 ', text: '清晨' })).toEqual([
      { kind: 'title', content: '西湖' },
      { kind: 'text', content: '清晨' },
    ]);
  });
});
