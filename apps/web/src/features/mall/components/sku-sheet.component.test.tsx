import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Product } from '../api/products';
import type { SkuOptions } from '../api/sku-options';
import { messages } from '../messages';
import { SkuSheet } from './sku-sheet';

const t = messages.mall.sku;

const product = {
  id: '7',
  title: '西湖游船',
  titleEn: '',
  subtitle: '',
  coverUrl: '',
  currency: 'CNY',
  priceFrom: 5000,
  priceText: '¥50',
  marketPrice: null,
  marketPriceText: null,
  poiId: '3',
  destinationId: null,
  sales: 0,
  tags: [],
  promotion: null,
} as Product;

const sku = (skuId: string, date: string, who: string, price: number, stock: number) => ({
  skuId,
  productId: '7',
  title: `${date} ${who}`,
  options: [
    { name: '日期', value: date },
    { name: '人群', value: who },
  ],
  currency: 'CNY' as const,
  price,
  priceText: `¥${price / 100}`,
  marketPrice: null,
  marketPriceText: null,
  stock,
  soldOut: stock === 0,
});

const OPTIONS: SkuOptions = {
  productId: '7',
  options: [
    { name: '日期', values: ['5月1日', '5月2日'] },
    { name: '人群', values: ['成人', '儿童'] },
  ],
  skus: [
    sku('1', '5月1日', '成人', 8000, 20),
    sku('2', '5月1日', '儿童', 5000, 3),
    sku('3', '5月2日', '成人', 8000, 0),
  ],
};

/** The server's answer to the sheet's one request (the options), in the API's envelope. */
function answer(body: unknown, code = 0) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ code, msg: code ? '规格服务暂不可用' : '', body })));
}

const sheet = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SkuSheet request={{ product }} poiId="3" onClose={() => {}} />
  </QueryClientProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SkuSheet (the SKU picker)', () => {
  it('asks for the options, then prices the chosen SKU and keeps a sold-out combination out of reach', async () => {
    const fetch = answer(OPTIONS);
    await render(sheet());
    await expect.element(page.getByRole('dialog', { name: t.title })).toBeVisible();
    await expect.element(page.getByTestId('sku-option').first()).toBeVisible();
    expect(String(fetch.mock.calls[0]![0])).toContain('queryPoiSkuOption');

    // The first SKU in stock is chosen; 5月2日's only SKU is sold out, so it cannot be picked.
    await expect.element(page.getByRole('button', { name: '5月1日' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: '成人' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByTestId('sku-stock')).toHaveTextContent('库存20件');
    await expect.element(page.getByRole('button', { name: '5月2日' })).toBeDisabled();
    await page.getByRole('button', { name: '儿童' }).click();
    await expect.element(page.getByRole('button', { name: '5月1日' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByTestId('sku-stock')).toHaveTextContent('仅剩3件');
    await expect.element(page.getByTestId('sku-buy')).toBeEnabled();
  });

  it('counts up to the stock and no further, and totals price × count', async () => {
    answer(OPTIONS);
    await render(sheet());
    await page.getByRole('button', { name: '儿童' }).click();
    const plus = page.getByRole('button', { name: t.plus });
    await plus.click();
    await plus.click();
    await expect.element(page.getByTestId('sku-count')).toHaveTextContent('3');
    await expect.element(plus).toBeDisabled();
    await expect.element(page.getByTestId('sku-total')).toHaveTextContent('150');
    await page.getByRole('button', { name: t.minus }).click();
    await expect.element(page.getByTestId('sku-count')).toHaveTextContent('2');
    // Dropping a pick leaves no SKU: nothing to price or buy.
    await page.getByRole('button', { name: '儿童' }).click();
    await expect.element(page.getByTestId('sku-buy')).toBeDisabled();
  });

  it('says why when the options fail to load, and asks again on retry', async () => {
    const fetch = answer(null, 500);
    await render(sheet());
    await expect.element(page.getByRole('alert')).toHaveTextContent(t.loadFailed);
    await expect.element(page.getByRole('alert')).toHaveTextContent('规格服务暂不可用');
    fetch.mockRestore();
    answer(OPTIONS);
    await page.getByRole('alert').getByRole('button').click();
    await expect.element(page.getByTestId('sku-option').first()).toBeVisible();
  });
});
