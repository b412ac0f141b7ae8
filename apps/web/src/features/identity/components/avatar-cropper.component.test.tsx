import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { messages } from '../messages';
import { AvatarCropper } from './avatar-cropper';

const t = messages.identity;

/** A wide PNG drawn in the page: 1200 × 600, so the crop has to pick a square out of it. */
async function widePicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 600;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#c33';
  ctx.fillRect(0, 0, 600, 600);
  ctx.fillStyle = '#33c';
  ctx.fillRect(600, 0, 600, 600);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'wide.png', { type: 'image/png' });
}

const sizeOf = (file: File) => createImageBitmap(file).then((b) => ({ width: b.width, height: b.height }));

describe('AvatarCropper', () => {
  it('hands back a square JPEG of at most 512 px, zoomed or not', async () => {
    const onDone = vi.fn();
    await render(
      <AvatarCropper file={await widePicture()} onDone={onDone} onCancel={() => {}} onUnreadable={() => {}} />,
    );
    const use = page.getByRole('button', { name: t.useCrop });
    await expect.element(use).toBeEnabled();
    await use.click();
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    const [square, preview] = onDone.mock.calls[0] as [File, string];
    expect(square.type).toBe('image/jpeg');
    expect(await sizeOf(square)).toEqual({ width: 512, height: 512 });
    expect(preview).toMatch(/^blob:/);

    // Zoomed to the most, the kept square is a quarter of the height: fewer pixels than 512.
    const zoom = page.getByRole('slider', { name: t.zoom });
    await zoom.fill('4');
    await use.click();
    await expect.poll(() => onDone.mock.calls.length).toBe(2);
    expect(await sizeOf(onDone.mock.calls[1]![0] as File)).toEqual({ width: 150, height: 150 });
  });

  it('says when the file is not a picture, and cancels', async () => {
    const onUnreadable = vi.fn();
    const onCancel = vi.fn();
    await render(
      <AvatarCropper
        file={new File(['not a picture'], 'a.png', { type: 'image/png' })}
        onDone={() => {}}
        onCancel={onCancel}
        onUnreadable={onUnreadable}
      />,
    );
    await expect.poll(() => onUnreadable.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('button', { name: t.useCrop })).toBeDisabled();
    await page.getByRole('button', { name: t.cancel }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
