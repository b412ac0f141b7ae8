import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Waterfall } from './waterfall';

type Card = { id: number; ratio: number };
const cards: Card[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, ratio: i % 3 === 0 ? 1.3 : 1 }));

/** Each card on the page with the column it sits in (its cell's column's place in the grid). */
function placement(): Map<string, number> {
  return new Map(
    [...document.querySelectorAll('[data-card]')].map((el) => {
      const column = el.parentElement?.parentElement;
      return [el.getAttribute('data-card') ?? '', [...(column?.parentElement?.children ?? [])].indexOf(column!)];
    }),
  );
}

const heights: number[] = [];

/** Records what the document holds when the first card's layout effect runs, which is the first commit. */
function Probe({ id, commits }: { id: number; commits: Map<string, number>[] }) {
  useLayoutEffect(() => {
    if (id === 1) {
      commits.push(placement());
      heights.push(
        document
          .querySelector('[data-card]')!
          .closest('div')!
          .parentElement!.parentElement!.parentElement!.getBoundingClientRect().height,
      );
    }
  }, [id, commits]);
  // A card as tall as its column is wide times its ratio, as the estimate says.
  const ratio = cards[id - 1]!.ratio;
  return (
    <div data-card={id} style={{ aspectRatio: `1 / ${ratio}` }}>
      card {id}
    </div>
  );
}

function renderCards(items: Card[], commits: Map<string, number>[]) {
  return render(
    <Waterfall
      items={items}
      getKey={(c) => c.id}
      estimateHeight={(c) => c.ratio}
      renderItem={(c) => <Probe id={c.id} commits={commits} />}
    />,
  );
}

describe('Waterfall', () => {
  it('commits the first screen’s cards first, then the whole page, the first ones keeping their columns', async () => {
    const commits: Map<string, number>[] = [];
    heights.length = 0;
    await renderCards(cards, commits);
    await expect.element(page.getByText('card 20', { exact: true })).toBeInTheDocument();
    const first = commits[0]!;
    expect(first.size).toBe(8);
    const all = placement();
    expect(all.size).toBe(20);
    for (const [id, column] of first) expect(all.get(id)).toBe(column);
    expect(new Set(all.values())).toEqual(new Set([0, 1]));
    // The held cards' place is kept: the grid is about as tall in the first commit as with every card.
    const grid = document.querySelector('[data-card]')!.parentElement!.parentElement!.parentElement!;
    const full = grid.getBoundingClientRect().height;
    expect(heights[0]! / full).toBeGreaterThan(0.85);
    expect(document.querySelector('[data-testid="waterfall-held"]')).toBeNull();
  });

  it('shows a short list whole at once', async () => {
    const commits: Map<string, number>[] = [];
    await renderCards(cards.slice(0, 3), commits);
    await expect.element(page.getByText('card 3', { exact: true })).toBeInTheDocument();
    expect(commits[0]!.size).toBe(3);
  });
});
