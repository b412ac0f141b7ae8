import { freshStore } from './env.ts';
import { prepareStore, startServerProcess } from './target.ts';
const store = await freshStore('pglite', 'repro');
await prepareStore(store, async () => {}, { demo: false });
const s = startServerProcess(store, { LOG_LEVEL: 'error' });
const url = await s.ready;
for (const q of [
  'h_token=0000000000000000000000000000000000000000000000000000000000000000&mCM1%40Z%26%5CnO=%20&event=1.797693134862315e%2B308&page=%E4%B8%AD8__',
  'h_token=x&mCM1%40Z%26%5CnO=%20&event=1.797693134862315e%2B308&page=%E4%B8%AD8__',
  'h_token=%00&event=a',
  'h_token=%00',
  'event=a&x=%00',
  'mCM1%40Z%26%5CnO=%20',
]) {
  const r = await fetch(`${url}/api/log/v1/track?${q}`);
  console.log(r.status, q, await r.text());
}
await new Promise((r) => setTimeout(r, 300));
console.log(
  s
    .output()
    .split('\n')
    .filter((l) => l.includes('"level":50'))
    .map((l) => l.slice(0, 700))
    .join('\n'),
);
await s.stop();
await store.dispose();
