import { describe, expect, it } from 'vitest';
import {
  basicProblem,
  EMPTY_BASIC,
  fromLocalInput,
  newTicketRow,
  questionsInput,
  saveModeOf,
  ticketsInput,
  toggleTag,
  toLocalInput,
} from './flow-form';

describe('the publishing flow’s form rules', () => {
  it('reads and writes times in Shanghai time, whatever the phone’s zone', () => {
    expect(fromLocalInput('2026-12-05T09:00')).toBe('2026-12-05T09:00:00+08:00');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('2026-12-05T01:00:00.000Z')).toBe('2026-12-05T09:00');
    expect(toLocalInput(null)).toBe('');
  });

  it('saves drafts as drafts and published activities through update', () => {
    expect(saveModeOf(undefined)).toBe('draft');
    expect(saveModeOf('draft')).toBe('draft');
    expect(saveModeOf('online')).toBe('published');
    expect(saveModeOf('offline')).toBe('published');
  });

  it('names what keeps the first step from going on', () => {
    const ok = {
      ...EMPTY_BASIC,
      title: '西湖夜跑',
      city: '杭州',
      startAt: '2026-12-05T09:00',
      endAt: '2026-12-05T10:00',
    };
    expect(basicProblem(ok)).toBeNull();
    expect(basicProblem({ ...ok, title: ' ' })).toBe('needTitle');
    // A Chinese character counts 2: 31 of them are over the 60 units.
    expect(basicProblem({ ...ok, title: '长'.repeat(31) })).toBe('titleTooLong');
    expect(basicProblem({ ...ok, city: '' })).toBe('needCity');
    expect(basicProblem({ ...ok, endAt: '' })).toBe('needTimes');
    expect(basicProblem({ ...ok, endAt: '2026-12-05T08:00' })).toBe('rangeWrong');
    expect(basicProblem({ ...ok, enrolStartAt: '2026-12-04T09:00', enrolEndAt: '2026-12-03T09:00' })).toBe(
      'enrolRangeWrong',
    );
  });

  it('turns ticket rows into ticket types: free, yuan in fen, 无忧币 in whole coins', () => {
    const free = { ...newTicketRow('普通票'), capacity: '20' };
    const cny = { ...newTicketRow('早鸟票'), capacity: '5', kind: 'CNY' as const, price: '99.5' };
    const wyb = { ...newTicketRow('币票'), id: '7', capacity: '3', kind: 'WYB' as const, price: '200' };
    expect(ticketsInput([free, cny, wyb])).toEqual({
      tickets: [
        { name: '普通票', capacity: 20, price: 0, currency: 'CNY' },
        { name: '早鸟票', capacity: 5, price: 9950, currency: 'CNY' },
        { id: '7', name: '币票', capacity: 3, price: 200, currency: 'WYB' },
      ],
    });
    expect(ticketsInput([])).toEqual({ problem: 'needOne' });
    expect(ticketsInput([{ ...free, capacity: '0' }])).toMatchObject({ problem: 'needCapacity' });
    expect(ticketsInput([{ ...cny, price: '1.234' }])).toMatchObject({ problem: 'needPrice' });
    expect(ticketsInput([{ ...wyb, price: '1.5' }])).toMatchObject({ problem: 'needPrice' });
    expect(ticketsInput([{ ...free, name: '' }])).toMatchObject({ problem: 'needName' });
  });

  it('adds and removes tags within ten of twelve characters', () => {
    expect(toggleTag(['户外'], '徒步')).toEqual(['户外', '徒步']);
    expect(toggleTag(['户外', '徒步'], '户外')).toEqual(['徒步']);
    expect(toggleTag([], '一二三四五六七八九十一二三')).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(toggleTag(ten, 'more')).toEqual(ten);
  });

  it('sends choice questions with their options and asks for what is missing', () => {
    const rows = [
      { key: 'a', id: 'q1', type: 'name' as const, title: '姓名', required: true },
      { key: 'b', type: 'single' as const, title: ' 尺码 ', required: false, options: ['M', ' ', 'L'] },
    ];
    expect(questionsInput(rows)).toEqual({
      questions: [
        { id: 'q1', type: 'name', title: '姓名', required: true },
        { type: 'single', title: '尺码', required: false, options: ['M', 'L'] },
      ],
    });
    expect(questionsInput([{ ...rows[1]!, options: ['M'] }])).toEqual({
      problem: { kind: 'needOptions', title: '尺码' },
    });
    expect(questionsInput([{ ...rows[0]!, title: '' }])).toEqual({ problem: { kind: 'needTitle' } });
  });
});
