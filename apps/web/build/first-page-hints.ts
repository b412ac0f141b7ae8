import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { earlyScript } from './early-script';
import { deferEntry } from './entry-after-first-frame';

// The first view must not wait for a chain of script, then data, then image. index.html gets (1) the entry's
// stylesheet inline, so the first frame (#boot) paints as the document arrives instead of after a render-blocking
// request, and (2) a small inline script (early-script.ts) that, on the screens people land on from outside,
// preloads the route's own chunks, asks for the screen's main data and, on the detail screens, preloads the
// picture that will be the largest paint; (3) the entry chunk runs after the first frame has painted.

/** Per landing screen: the route modules whose chunks it needs (src/app/routes.tsx imports them lazily). */
const LANDING: Record<string, string[]> = {
  // The feed keeps its skeleton until PullToRefresh has arrived (ui/deferred-pull-to-refresh.tsx).
  '/speakTopic': ['src/app/pages/speak-topic.tsx', 'antd-mobile/es/components/pull-to-refresh/index'],
  '/dynamicDetails': ['src/app/pages/content-details.tsx', 'src/features/community/detail-route.ts'],
  '/topicSquare': ['src/app/pages/topic-square.tsx'],
  '/personHome': ['src/app/pages/person-home.tsx'],
  '/activityDetails': ['src/app/pages/activity-pages.ts', 'src/app/pages/activity-details.tsx'],
  '/poiDetails': ['src/app/pages/poi-details.tsx'],
  // Opened signed in (a reload, the app's deep link), so chunks only and no early data. The entry otherwise adds
  // the route's 17 preload links inside its own long task (55 ms of it on a CPU slowed 4x). /mine is not here: its
  // largest paint is its data's, and Lighthouse counted its early chunks against the entry's bytes (largest paint
  // 1.0 s to 2.7 s) for no gain in blocking time (docs/performance.md).
  '/messages': ['src/app/pages/messages.tsx'],
};

function chunksOf(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk) => {
    const seen = new Set<string>();
    const stack = [start.fileName];
    while (stack.length) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  return { chunks, byFile, closure };
}

/** Per landing path: the chunks (and their styles) its route needs beyond the entry's. */
export function landingFiles(bundle: OutputBundle): Record<string, string[]> {
  const { chunks, byFile, closure } = chunksOf(bundle);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return {};
  const inEntry = closure(entry);
  const out: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(LANDING)) {
    const wanted = new Set<string>();
    for (const m of modules) {
      const chunk = chunks.find((c) => c.facadeModuleId?.includes(m));
      if (chunk) for (const f of closure(chunk)) wanted.add(f);
    }
    const files = [...wanted].filter((f) => !inEntry.has(f));
    const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    if (files.length) out[path] = [...new Set(css), ...files];
  }
  return out;
}

/**
 * The entry's stylesheet, inlined: a few KB gzip that every screen needs, which as a <link> holds the first paint
 * behind one more request. Returns the page without the link and the CSS text, or null when there is no such CSS.
 */
function inlineEntryCss(html: string, bundle: OutputBundle, base: string): { html: string; css: string } | null {
  const { chunks } = chunksOf(bundle);
  const entry = chunks.find((c) => c.isEntry);
  const files = [...(entry?.viteMetadata?.importedCss ?? [])];
  if (files.length !== 1) return null;
  const file = files[0] as string;
  const asset = bundle[file] as OutputAsset | undefined;
  if (!asset || asset.type !== 'asset') return null;
  const href = (base + file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="${href}"[^>]*>\\s*`);
  if (!link.test(html)) return null;
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  // A literal </style> inside the CSS would end the element early.
  if (/<\/style/i.test(css)) return null;
  return { html: html.replace(link, ''), css };
}

/** `apiBase`: the production API base the build is configured with ('' is our own origin). */
export function firstPageHints(apiBase: string): Plugin {
  let base = '/';
  return {
    name: 'first-page-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: earlyScript(landingFiles(ctx.bundle), base, apiBase), injectTo: 'head-prepend' },
        ];
        const inlined = inlineEntryCss(html, ctx.bundle, base);
        if (inlined) tags.push({ tag: 'style', children: inlined.css, injectTo: 'head' });
        // (3) the entry runs after the first frame has painted (entry-after-first-frame.ts).
        const deferred = deferEntry(inlined?.html ?? html);
        if (deferred) tags.push({ tag: 'script', children: deferred.starter, injectTo: 'body' });
        return { html: deferred?.html ?? inlined?.html ?? html, tags };
      },
    },
  };
}
