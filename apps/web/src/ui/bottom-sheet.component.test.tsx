import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BottomSheet } from './bottom-sheet';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <BottomSheet
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="选择规格"
        closeLabel="关闭"
      >
        <p>sheet body</p>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('renders nothing while closed, then a named modal dialog in <body> that locks the page behind', async () => {
    const screen = await render(<Harness onClose={() => {}} />);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await screen.getByRole('button', { name: 'open' }).click();
    const dialog = page.getByRole('dialog', { name: '选择规格' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.element().closest('body > div')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on its close button, on Escape and on the mask, and gives the page its scroll back', async () => {
    const onClose = vi.fn();
    const screen = await render(<Harness onClose={onClose} />);
    const open = screen.getByRole('button', { name: 'open' });

    await open.click();
    await page.getByRole('button', { name: '关闭' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await open.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await open.click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // The mask is the dimmed page above the panel: a tap at the top of the screen lands on it.
    (document.querySelector('[role="dialog"]')!.previousElementSibling as HTMLElement).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
