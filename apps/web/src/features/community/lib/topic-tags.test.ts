import { describe, expect, it } from 'vitest';
import { appendTopicTag, parseTopicTags, topicTagHref } from './topic-tags';

describe('parseTopicTags', () => {
  it('splits text and #topic# tags, resolving known topics by title', () => {
    expect(parseTopicTags('清晨的#西湖#真美 #周末去哪儿#', [{ id: '7', title: '周末去哪儿' }])).toEqual([
      { kind: 'text', text: '清晨的' },
      { kind: 'topic', name: '西湖', topicId: null },
      { kind: 'text', text: '真美 ' },
      { kind: 'topic', name: '周末去哪儿', topicId: '7' },
    ]);
  });

  it('keeps line breaks inside the text pieces', () => {
    expect(parseTopicTags('第一行\n第二行\n\n#旅行#')).toEqual([
      { kind: 'text', text: '第一行\n第二行\n\n' },
      { kind: 'topic', name: '旅行', topicId: null },
    ]);
  });

  it('takes a full-width hash too', () => {
    expect(parseTopicTags('＃美食＃')).toEqual([{ kind: 'topic', name: '美食', topicId: null }]);
  });

  it('leaves lone, empty, spaced and over-long hashes as text', () => {
    for (const text of ['#', '##', '#西 湖#', '价格 #1 和 #2', `#${'长'.repeat(31)}#`, '#a\nb#']) {
      expect(parseTopicTags(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('takes the first pair of a run of hashes', () => {
    expect(parseTopicTags('#a#b#')).toEqual([
      { kind: 'topic', name: 'a', topicId: null },
      { kind: 'text', text: 'b#' },
    ]);
  });

  it('never reads markup or entities as a tag: such text stays text', () => {
    for (const text of [
      '<img src=x onerror=alert(1)>#<script>#',
      '<svg><script>alert&#40;1&#41;</script>',
      '#a b#c"#',
    ]) {
      expect(parseTopicTags(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('takes names in any script with digits, underscores, hyphens and middle dots', () => {
    expect(parseTopicTags('#Tokyo_2025# #川西·稻城# #G318-自驾#').filter((s) => s.kind === 'topic')).toHaveLength(3);
  });

  it('is empty for empty text', () => {
    expect(parseTopicTags('')).toEqual([]);
  });
});

describe('topicTagHref', () => {
  it('leads to the topic page or to the square search, always encoded and on our own paths', () => {
    expect(topicTagHref({ name: '西湖', topicId: '7' })).toBe('/speakTopic?topicId=7');
    expect(topicTagHref({ name: 'javascript:alert(1)', topicId: null })).toBe(
      '/topicSquare?keyword=javascript%3Aalert(1)',
    );
    expect(topicTagHref({ name: '&x=1', topicId: null })).toBe('/topicSquare?keyword=%26x%3D1');
  });
});

describe('appendTopicTag', () => {
  it('adds a tag once, separated by a space', () => {
    expect(appendTopicTag('', '西湖')).toBe('#西湖#');
    expect(appendTopicTag('真美', '西湖')).toBe('真美 #西湖#');
    expect(appendTopicTag('真美\n', '西湖')).toBe('真美\n#西湖#');
    expect(appendTopicTag('真美 #西湖#', '西湖')).toBe('真美 #西湖#');
  });
});
