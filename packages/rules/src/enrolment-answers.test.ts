import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, checkQuestionSet, maskAnswer, type Question } from './enrolment-answers.ts';

const q = (type: Question['type'], extra: Partial<Question> = {}): Question => ({
  id: type,
  type,
  title: type,
  required: true,
  ...extra,
});

describe('checkAnswer', () => {
  it('applies docs/product/identity.md patterns', () => {
    expect(checkAnswer(q('name'), '张三')).toBeNull();
    expect(checkAnswer(q('name'), 'Lee Ann')).toBeNull();
    expect(checkAnswer(q('name'), '张3')).not.toBeNull();
    expect(checkAnswer(q('mobile'), '13812345678')).toBeNull();
    expect(checkAnswer(q('mobile'), '12812345678')).not.toBeNull();
    expect(checkAnswer(q('idNumber'), '11010119900307123X')).toBeNull();
    expect(checkAnswer(q('idNumber'), '1101011990030712')).not.toBeNull();
    expect(checkAnswer(q('passport'), 'E1234567')).toBeNull();
    expect(checkAnswer(q('passport'), 'E12-4567')).not.toBeNull();
    expect(checkAnswer(q('email'), 'lee@example.com')).toBeNull();
    expect(checkAnswer(q('email'), 'lee@example')).not.toBeNull();
    expect(checkAnswer(q('gender'), '女')).toBeNull();
    expect(checkAnswer(q('gender'), 'x')).not.toBeNull();
  });

  it('checks choices against the options and required answers against blanks', () => {
    const single = q('single', { options: ['A', 'B'] });
    const multiple = q('multiple', { options: ['A', 'B', 'C'] });
    expect(checkAnswer(single, 'B')).toBeNull();
    expect(checkAnswer(single, 'D')).not.toBeNull();
    expect(checkAnswer(multiple, ['A', 'C'])).toBeNull();
    expect(checkAnswer(multiple, ['A', 'A'])).not.toBeNull();
    expect(checkAnswer(multiple, 'A')).not.toBeNull();
    expect(checkAnswer(q('text'), '  ')).toBe('请填写text');
    expect(checkAnswer(q('text', { required: false }), undefined)).toBeNull();
  });

  it('reports unknown questions and every problem in order', () => {
    const problems = checkAnswers([q('name'), q('mobile')], { name: '1', other: 'x' });
    expect(problems.map((p) => p.questionId)).toEqual(['name', 'mobile', 'other']);
  });
});

describe('maskAnswer', () => {
  it('masks each personal kind', () => {
    expect(maskAnswer('name', '张三丰')).toBe('张**');
    expect(maskAnswer('mobile', '13812345678')).toBe('138****5678');
    expect(maskAnswer('idNumber', '110101199003071234')).toBe('110************234');
    expect(maskAnswer('passport', 'E1234567')).toBe('E******7');
    expect(maskAnswer('email', 'lee@example.com')).toBe('***@example.com');
  });
});

describe('checkQuestionSet', () => {
  it('refuses duplicate ids, a personal kind asked twice and choices without options', () => {
    expect(checkQuestionSet([q('name'), q('mobile')])).toBeNull();
    expect(checkQuestionSet([q('name'), q('name')])).toMatch(/重复/);
    expect(checkQuestionSet([q('name'), q('name', { id: 'n2' })])).toMatch(/只能问一次/);
    expect(checkQuestionSet([q('single', { options: ['A'] })])).toMatch(/两个选项/);
  });
});
