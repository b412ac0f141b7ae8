import { STORAGE_KEYS, TOKEN_PARAMS } from '@app/rules';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

// The first feed page must not wait for a chain of script, then data, then image. index.html gets a small inline
// script that, on /speakTopic only, (1) preloads the route's own chunks and styles (and PullToRefresh's), which otherwise start only once
// the entry has run, and (2) asks for the first feed page as the document arrives. The app's http client takes
// that answer when it makes the very same request (api/early-request.ts); anything else (a stored token, another
// API environment, a token in the address) makes the script stay out of the way, and a request that does not match
// byte for byte is never reused, so the worst case is one unused anonymous read.

const ROUTE_MODULE = 'src/app/pages/speak-topic.tsx';
const ROUTE_PATH = '/speakTopic';
const PULL_TO_REFRESH = 'antd-mobile/es/components/pull-to-refresh/index';
// features/community/api/pub-list.ts: PUB_LIST_PATH, FEED_PAGE_SIZE and the body's key order ({ ...filter, pageSize }).
const FEED_PATH = '/api/content/v1/pub/list';
const FEED_PAGE_SIZE = 20;

function routeFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const route = chunks.find((c) => c.facadeModuleId?.endsWith(ROUTE_MODULE));
  const entry = chunks.find((c) => c.isEntry);
  if (!route || !entry) return [];
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
  const inEntry = closure(entry);
  // The feed keeps its skeleton until PullToRefresh has arrived (ui/deferred-pull-to-refresh.tsx): fetched beside
  // the route's chunk instead of after the entry has run.
  const pullToRefresh = chunks.find((c) => c.facadeModuleId?.includes(PULL_TO_REFRESH));
  const wanted = new Set([...closure(route), ...(pullToRefresh ? closure(pullToRefresh) : [])]);
  const files = [...wanted].filter((f) => !inEntry.has(f));
  const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [...css, ...files];
}

function inlineScript(files: string[], base: string, apiBase: string): string {
  return `(function (w, d, l) {
  if (l.pathname !== ${JSON.stringify(ROUTE_PATH)}) return;
  ${JSON.stringify(files)}.forEach(function (f) {
    var k = d.createElement('link');
    if (/\\.css$/.test(f)) { k.rel = 'preload'; k.as = 'style'; } else { k.rel = 'modulepreload'; k.crossOrigin = ''; }
    k.href = ${JSON.stringify(base)} + f;
    d.head.appendChild(k);
  });
  var q = new URLSearchParams(l.search);
  try { if (w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})) return; } catch (e) { return; }
  if (q.has('env') || /social\\/(staging|test)/.test(l.href)) return;
  var tokens = ${JSON.stringify(TOKEN_PARAMS)};
  for (var i = 0; i < tokens.length; i++) if (q.has(tokens[i])) return;
  var input = { sort: q.get('tab') === 'hot' ? 'hot' : 'new' };
  var topic = (q.get('topicId') || '').trim();
  if (topic) input.topicId = topic;
  input.pageSize = ${FEED_PAGE_SIZE};
  var body = JSON.stringify(input);
  var url = ${JSON.stringify(apiBase + FEED_PATH)};
  w.__earlyRequests = [{ url: url, body: body, response: fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body, credentials: 'same-origin'
  }) }];
})(window, document, location);`;
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
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return [
          { tag: 'script', children: inlineScript(routeFiles(ctx.bundle), base, apiBase), injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
