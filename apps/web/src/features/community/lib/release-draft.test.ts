import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, EMPTY_DRAFT, loadDraft, saveDraft, type ReleaseDraft } from './release-draft';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const image = { fileId: 'f1', url: '/media/u/a.jpg', width: 750, height: 1000, color: '#aabbcc' };
const draft: ReleaseDraft = {
  ...EMPTY_DRAFT,
  title: '西湖一日',
  text: '第一行\n第二行',
  images: [image],
  topic: { id: '7', title: '周末去哪儿' },
  placeName: '杭州西湖',
};

describe('the release draft', () => {
  it('survives a round trip through storage, per user', () => {
    const s = memoryStorage();
    saveDraft(s, 'u1', draft, 1000);
    expect(loadDraft(s, 'u1', 2000)).toEqual(draft);
    expect(loadDraft(s, 'u2', 2000)).toBeNull();
  });

  it('keeps a picked place with its ids, and drops ids that lost their name or are not ids', () => {
    const s = memoryStorage();
    saveDraft(s, 'u1', { ...draft, poiId: '12', destinationId: '3' }, 1000);
    expect(loadDraft(s, 'u1', 2000)).toMatchObject({ placeName: '杭州西湖', poiId: '12', destinationId: '3' });
    saveDraft(s, 'u1', { ...draft, placeName: '', poiId: '12', destinationId: 'x' }, 1000);
    expect(loadDraft(s, 'u1', 2000)).toMatchObject({ placeName: '', poiId: null, destinationId: null });
  });

  it('removes itself when emptied or cleared', () => {
    const s = memoryStorage();
    saveDraft(s, 'u1', draft);
    saveDraft(s, 'u1', EMPTY_DRAFT);
    expect(s.map.size).toBe(0);
    saveDraft(s, 'u1', draft);
    clearDraft(s, 'u1');
    expect(loadDraft(s, 'u1')).toBeNull();
  });

  it('expires after 30 days', () => {
    const s = memoryStorage();
    saveDraft(s, 'u1', draft, 0);
    expect(loadDraft(s, 'u1', 31 * 24 * 3600 * 1000)).toBeNull();
  });

  it('reads garbage as no draft, and drops fields that are not what they should be', () => {
    const s = memoryStorage();
    for (const raw of ['{', 'null', '[]', '{"v":2,"text":"x"}', JSON.stringify({ v: 1, text: 5 })]) {
      s.map.set(draftKey('u1'), raw);
      expect(loadDraft(s, 'u1'), raw).toBeNull();
    }
    s.map.set(
      draftKey('u1'),
      JSON.stringify({
        v: 1,
        savedAt: Date.now(),
        text: 'ok',
        images: [
          image,
          { fileId: 'x', url: 'javascript:alert(1)' },
          { url: '/media/b.jpg' },
          { ...image, color: 'red;x' },
        ],
        topic: { id: '', title: 'x' },
        video: { videoId: 'v', playURL: 'data:text/html,x' },
      }),
    );
    const read = loadDraft(s, 'u1');
    expect(read?.images).toEqual([image, { fileId: 'f1', url: '/media/u/a.jpg', width: 750, height: 1000 }]);
    expect(read?.topic).toBeNull();
    expect(read?.video).toBeNull();
  });

  it('keeps at most 9 images, and none beside a video', () => {
    const s = memoryStorage();
    const video = {
      videoId: 'v1',
      videoType: 'mp4',
      playURL: '/media/v.mp4',
      coverURL: '/media/v.jpg',
      duration: 2,
      width: 160,
      height: 120,
    };
    s.map.set(draftKey('u1'), JSON.stringify({ v: 1, savedAt: Date.now(), images: Array(12).fill(image) }));
    expect(loadDraft(s, 'u1')?.images).toHaveLength(9);
    s.map.set(draftKey('u1'), JSON.stringify({ v: 1, savedAt: Date.now(), images: [image], video }));
    expect(loadDraft(s, 'u1')).toMatchObject({ images: [], video });
  });

  it('lives in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(broken, 'u1', draft)).not.toThrow();
    expect(loadDraft(broken, 'u1')).toBeNull();
    expect(() => clearDraft(broken, 'u1')).not.toThrow();
  });
});
