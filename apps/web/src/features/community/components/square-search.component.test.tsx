import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { messages } from '../messages';
import { SquareSearch } from './square-search';

const t = messages.community.search;

/** The screen's side: it owns the text and searches every change (here: records what it would search). */
function Harness({
  searched,
  submitted,
  cancelled,
}: {
  searched: string[];
  submitted: () => void;
  cancelled: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <SquareSearch
      value={value}
      onChange={(v) => {
        setValue(v);
        searched.push(v);
      }}
      onSubmit={submitted}
      onFocus={() => {}}
      onCancel={cancelled}
    />
  );
}

describe('SquareSearch (search as you type)', () => {
  it('hands each keystroke to the screen, Enter searches at once, × empties the box, 取消 leaves', async () => {
    const searched: string[] = [];
    const submitted = vi.fn();
    const cancelled = vi.fn();
    await render(<Harness searched={searched} submitted={submitted} cancelled={cancelled} />);
    const box = page.getByRole('searchbox', { name: t.label });
    await expect.element(page.getByRole('button', { name: t.clear })).not.toBeInTheDocument();

    await userEvent.click(box);
    await userEvent.keyboard('xian');
    expect(searched).toEqual(['x', 'xi', 'xia', 'xian']);
    await expect.element(box).toHaveValue('xian');

    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);

    await page.getByRole('button', { name: t.clear }).click();
    await expect.element(box).toHaveValue('');
    expect(searched.at(-1)).toBe('');

    await page.getByRole('button', { name: t.cancel }).click();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('keeps a query to 50 characters', async () => {
    await render(<Harness searched={[]} submitted={() => {}} cancelled={() => {}} />);
    const box = page.getByRole('searchbox', { name: t.label });
    await box.fill('长'.repeat(60));
    await expect.element(box).toHaveValue('长'.repeat(50));
  });
});
