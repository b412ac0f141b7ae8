// The content filter's cost (docs/product/content-filter.md): building the one matcher over the whole lexicon (with
// each word's pinyin and initials), then reading a 2,000-character mixed text with it — the work every publish adds.
// The bar: a median at or under 1 ms a text. Run: npx tsx apps/server/bench/filter-bench.ts
import { buildContentScreener } from '../src/modules/community/content-screener.ts';
import { CATEGORIES, loadLexicon } from '../src/modules/community/sensitive-lexicon.ts';

const ROUNDS = Number(process.env.FILTER_BENCH_ROUNDS ?? 2_000);

// A traveller's post: Chinese prose with Latin words, digits, punctuation and emoji, a few listed words hidden in it
// (spaced, traditional, pinyin), so the run also finds, checks boundaries and allowed words.
const PIECES = [
  '周末和朋友去了烟台独自走了走海边，台北的夜市也很好吃。',
  'Day 3: took the 7am train to Hangzhou, the West Lake was stunning 🌅！',
  '酒店前台很热情，房间干净，早餐有小笼包、豆浆和油条。',
  '有人在评论里说加 V 私聊低价出票，别信。',
  '法國的朋友推荐了这家咖啡店，latte 38元一杯，环境不错。',
  '攻略：1. 提前预约门票；2. 带好身份证；3. 注意防晒☀️。',
  'falun gong 这种东西不要发，会被拦。',
  '傻 逼 才会在景区乱扔垃圾，大家文明出行。',
];
function mixedText(length: number): string {
  let s = '';
  for (let i = 0; s.length < length; i++) s += PIECES[i % PIECES.length];
  return s.slice(0, length);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  const lexicon = loadLexicon();
  const perCategory = CATEGORIES.map((c) => `${c} ${lexicon.filter((e) => e.category === c).length}`).join(', ');
  console.log(`filter bench: lexicon ${lexicon.length} words (${perCategory})`);
  const { screener, buildMs } = await buildContentScreener([]);
  console.log(`  build: ${buildMs.toFixed(0)} ms, ${screener.size} patterns (words, pinyin, initials, variants)`);
  const text = mixedText(2_000);
  for (let i = 0; i < 200; i++) screener.scan(text); // warm up: JIT, the per-character caches
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    hits = screener.scan(text).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  console.log(
    `  scan of ${text.length} characters × ${ROUNDS}: median ${median.toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms, ${hits} hits a text`,
  );
  console.log(`  bar (median ≤ 1 ms): ${median <= 1 ? 'met' : 'MISSED'}`);
}

await main();
