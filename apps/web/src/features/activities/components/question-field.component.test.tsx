import { checkAnswer } from '@app/rules';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { AnswerValue, Question } from '../api/contract-types';
import { messages } from '../messages';
import { QuestionField } from './question-field';

const t = messages.apply;

const SET: Question[] = [
  { id: 'name', type: 'name', title: '姓名', required: true },
  { id: 'mobile', type: 'mobile', title: '手机号', required: true },
  { id: 'gender', type: 'gender', title: '性别', required: false },
  { id: 'size', type: 'single', title: '衣服尺码', required: true, options: ['S', 'M', 'L'] },
  { id: 'food', type: 'multiple', title: '饮食', required: false, options: ['素食', '清真', '无'] },
  { id: 'note', type: 'text', title: '备注', required: false },
];

/** The sign-up form's question set as the apply screen wires it: each answer checked as typed, shown once touched. */
function QuestionSet({ onAnswers }: { onAnswers: (a: Record<string, AnswerValue>) => void }) {
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  return (
    <form>
      {SET.map((q) => (
        <QuestionField
          key={q.id}
          q={q}
          value={answers[q.id]}
          error={touched[q.id] ? checkAnswer(q, answers[q.id]) : null}
          onChange={(v) => {
            const next = { ...answers, [q.id]: v };
            setAnswers(next);
            onAnswers(next);
          }}
          onBlur={() => setTouched((s) => ({ ...s, [q.id]: true }))}
        />
      ))}
    </form>
  );
}

describe('QuestionField: the sign-up form with its question set', () => {
  it('gives each question type its control and says which are required', async () => {
    await render(<QuestionSet onAnswers={() => {}} />);
    await expect.element(page.getByLabelText('姓名')).toHaveAttribute('maxlength', '40');
    await expect.element(page.getByLabelText('手机号')).toHaveAttribute('type', 'tel');
    // 男/女 and the three sizes are single choices; the diet is a multiple one.
    expect(page.getByRole('radiogroup').elements()).toHaveLength(2);
    expect(page.getByRole('radio').elements()).toHaveLength(5);
    expect(page.getByRole('checkbox').elements()).toHaveLength(3);
    await expect.element(page.getByPlaceholder('请输入备注')).toBeVisible();
    expect(page.getByText(t.required).elements()).toHaveLength(3);
    expect(page.getByText(t.optional).elements()).toHaveLength(3);
  });

  it('checks an answer as typed with the shared rules, once the field was left', async () => {
    await render(<QuestionSet onAnswers={() => {}} />);
    const mobile = page.getByLabelText('手机号');
    await mobile.fill('1380013');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    const error = page.getByTestId('question-error');
    await expect.element(error).toHaveTextContent(checkAnswer(SET[1]!, '1380013')!);
    await expect.element(mobile).toHaveAttribute('aria-invalid', 'true');
    await mobile.fill('13800138000');
    await expect.element(error).not.toBeInTheDocument();
  });

  it('answers a single choice with one value and a multiple choice with a list that toggles', async () => {
    let last: Record<string, AnswerValue> = {};
    await render(<QuestionSet onAnswers={(a) => (last = a)} />);
    await page.getByRole('radio', { name: 'S' }).click();
    await page.getByRole('radio', { name: 'L' }).click();
    await expect.element(page.getByRole('radio', { name: 'L' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(page.getByRole('radio', { name: 'S' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('checkbox', { name: '素食' }).click();
    await page.getByRole('checkbox', { name: '清真' }).click();
    await page.getByRole('checkbox', { name: '素食' }).click();
    expect(last).toEqual({ size: 'L', food: ['清真'] });
  });
});
