import QRCode from 'qrcode';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usePhonePage } from './support/browser';
import { api, registerMember, signInAs, type Member } from './support/community';

// The sign-up form keeps its answers over a reload; the organiser's check-in reads the attendee's QR with the camera (docs/product/activities.md "Check-in"). The
// test's camera is a canvas showing the QR of a real sign-up's code; the browser has no BarcodeDetector, so the kept
// decoder (jsQR, loaded with the scan) reads it, and the enrolment is checked in once.

const baseUrl = inject('baseUrl');
const DAY = 86_400_000;

let publisher: Member;
let activityId = '';
let enrolmentId = '';
let code = '';

beforeAll(async () => {
  const attendee = await registerMember(baseUrl);
  publisher = await registerMember(baseUrl);
  const on = await fetch(`${baseUrl}/dev/api/activity-publisher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: publisher.userId, allowed: true }),
  });
  expect(((await on.json()) as { code: number }).code).toBe(0);
  const start = new Date(Date.now() + 5 * DAY);
  const saved = await api<{ id: string }>(
    baseUrl,
    '/api/service/community/v1/activity/add',
    {
      title: `西湖夜跑 ${Date.now() % 100000}`,
      intro: '晚上七点在断桥集合，沿白堤和苏堤跑一圈，十公里，配速六分半。',
      city: '杭州',
      address: '浙江省杭州市西湖区断桥',
      latitude: 30.2587,
      longitude: 120.1517,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      tags: ['夜跑'],
      questions: [{ id: 'name', type: 'name', title: '姓名', required: true }],
      tickets: [{ name: '免费票', price: 0, currency: 'CNY', capacity: 10 }],
    },
    publisher.token,
  );
  activityId = saved.id;
  const detail = await api<{ tickets: { id: string }[] }>(baseUrl, '/api/community/v1/activity/findOne', {
    id: activityId,
  });
  const enrolment = await api<{ id: string; code: string }>(
    baseUrl,
    '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
    { activityId, ticketId: detail.tickets[0]!.id, answers: { name: '周小跑' } },
    attendee.token,
  );
  enrolmentId = enrolment.id;
  code = enrolment.code;
  expect(code).toBeTruthy();
});

describe('the sign-up form', () => {
  const session = usePhonePage();

  it('keeps its answers across a reload until the sign-up is sent', async () => {
    const { page } = session;
    const late = await registerMember(baseUrl);
    await signInAs(page.context(), late);
    await page.goto(`${baseUrl}/activityH5/apply?id=${activityId}`);
    const name = page.locator('[data-question="name"] input');
    await name.fill('吴晚到');
    await page.reload();
    await page.getByTestId('apply').waitFor();
    await expect.poll(() => name.inputValue()).toBe('吴晚到');
    await page.getByTestId('agree').check();
    await page.getByTestId('apply-submit').click();
    await page.waitForURL((url) => url.pathname === '/activityH5/applyresult');
    // Sent: nothing is kept for another time.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('apply-draft')))).toEqual([]);
  });
});

describe('check-in by the camera', () => {
  const session = usePhonePage();

  it('reads the attendee’s QR without BarcodeDetector and checks the sign-up in', async () => {
    const { page } = session;
    const qr = await QRCode.toDataURL(code, { margin: 4, scale: 8 });
    await page.addInitScript((src) => {
      // No built-in reader here: the kept decoder must do it.
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
      const camera = async () => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 480;
        canvas.height = 480;
        const ctx = canvas.getContext('2d')!;
        const paint = () => {
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, 480, 480);
          ctx.drawImage(image, 40, 40, 400, 400);
          requestAnimationFrame(paint);
        };
        paint();
        return canvas.captureStream(10);
      };
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: camera, configurable: true });
    }, qr);
    await signInAs(page.context(), publisher);
    await page.goto(`${baseUrl}/activitymanage`);
    const row = page.locator(`[data-testid="activity-row"][data-id="${activityId}"]`);
    await row.getByTestId('open-enrolments').click();
    await page.getByTestId('activity-enrolments').waitFor();

    await page.getByTestId('check-in-scan').click();
    await page.getByTestId('check-in-result').waitFor();
    expect(await page.getByTestId('check-in-code').inputValue()).toBe(code);
    await page.getByTestId('check-in-confirm').click();
    await expect.poll(() => page.getByTestId('check-in-outcome').getAttribute('data-kind')).toBe('done');
    const enrolled = page.locator(`[data-testid="enrolment-row"][data-id="${enrolmentId}"]`);
    await expect.poll(() => enrolled.getAttribute('data-checked-in')).toBe('yes');
  });
});
