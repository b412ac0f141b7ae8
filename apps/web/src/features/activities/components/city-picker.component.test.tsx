import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { messages } from '../messages';
import { CityPicker } from './city-picker';

const t = messages.square;

function Harness({ initial = '' }: { initial?: string }) {
  const [city, setCity] = useState(initial);
  return (
    <>
      <CityPicker city={city} onCity={setCity} />
      <output data-testid="chosen">{city}</output>
    </>
  );
}

describe('CityPicker', () => {
  it('says 全部城市 until a hot city is picked, then says the city and closes', async () => {
    await render(<Harness />);
    const pill = page.getByTestId('filter-city');
    await expect.element(pill).toHaveTextContent(t.allCities);
    await pill.click();
    const sheet = page.getByRole('dialog', { name: t.cityTitle });
    await expect.element(sheet).toBeVisible();
    await sheet.getByRole('button', { name: t.cities[2], exact: true }).click();
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(pill).toHaveTextContent(t.cities[2]!);
    await expect.element(page.getByTestId('chosen')).toHaveTextContent(t.cities[2]!);
  });

  it('takes a typed city, trimmed, on Enter; 全部城市 clears the choice', async () => {
    await render(<Harness initial="北京" />);
    await page.getByTestId('filter-city').click();
    const input = page.getByTestId('city-input');
    await expect.element(input).toHaveValue('北京');
    await input.fill('  大理 ');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('chosen')).toHaveTextContent(/^大理$/);
    await page.getByTestId('filter-city').click();
    await page.getByRole('dialog').getByRole('button', { name: t.allCities }).click();
    await expect.element(page.getByTestId('filter-city')).toHaveTextContent(t.allCities);
    await expect.element(page.getByTestId('chosen')).toBeEmptyDOMElement();
  });
});
