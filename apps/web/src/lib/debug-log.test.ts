import { describe, expect, it, vi } from 'vitest';
import { createRingLog, formatArgs, type LogEntry } from './debug-log';

describe('createRingLog', () => {
  it('keeps the newest entries up to its size, with new snapshots on change', () => {
    const log = createRingLog<LogEntry>(3);
    const listener = vi.fn();
    log.subscribe(listener);
    const before = log.snapshot();
    for (const text of ['a', 'b', 'c', 'd']) log.push({ level: 'log', text }, 1);
    expect(log.snapshot().map((e) => e.text)).toEqual(['b', 'c', 'd']);
    expect(log.snapshot().map((e) => e.id)).toEqual([2, 3, 4]);
    expect(log.snapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(4);
    log.clear();
    expect(log.snapshot()).toEqual([]);
  });
});

describe('formatArgs', () => {
  it('prints strings, objects, errors and the rest', () => {
    expect(formatArgs(['a', 1, { b: 2 }, null, undefined])).toBe('a 1 {"b":2} null undefined');
    const e = new Error('x');
    expect(formatArgs([e])).toBe(e.stack);
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    expect(formatArgs([cyclic])).toBe('[object Object]');
    expect(formatArgs(['y'.repeat(3000)])).toHaveLength(2001);
  });
});
