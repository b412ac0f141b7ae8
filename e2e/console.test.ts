import { describe, expect, inject, it } from 'vitest';
import { usePhonePage } from './support/browser';

// The operations console's front door at /console: a desktop page of its own (1280 × 800, Chinese), where an operator
// signs in with name, password and TOTP code and reads the audit log.

const baseUrl = inject('baseUrl');

async function newOperator(roles: string[]) {
  const res = await fetch(`${baseUrl}/dev/api/console-operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, roles }),
  });
  return ((await res.json()) as { body: { name: string; password: string; totp: string } }).body;
}

describe('the console', () => {
  const session = usePhonePage({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  it('refuses a wrong code without saying which factor, then signs in and shows the audit log', async () => {
    const { page } = session;
    const admin = await newOperator(['admin']);
    await page.goto(`${baseUrl}/console`);
    await page.getByText('运营后台登录').waitFor();
    await page.getByLabel('用户名').fill(admin.name);
    await page.getByLabel('密码').fill(admin.password);
    await page.getByLabel('动态码').fill(admin.totp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('用户名、密码或动态码错误');

    await page.getByLabel('动态码').fill(admin.totp);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('operator-name').getByText(admin.name).waitFor();
    await page.getByRole('navigation').getByRole('menuitem', { name: '审计日志' }).click();
    // The admin's own sign-in is the newest line of the log.
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => firstRow.textContent()).toContain('auth.login');
    expect(await firstRow.textContent()).toContain(admin.name);
    // The H5's bundle is not on this page.
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(scripts.every((src) => src?.startsWith('/console/'))).toBe(true);

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('运营后台登录').waitFor();
  });

  it('shows a role only the screens its permissions open', async () => {
    const { page } = session;
    const cs = await newOperator(['cs']);
    await page.goto(`${baseUrl}/console`);
    await page.getByLabel('用户名').fill(cs.name);
    await page.getByLabel('密码').fill(cs.password);
    await page.getByLabel('动态码').fill(cs.totp);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const nav = page.getByRole('navigation');
    await nav.getByRole('menuitem', { name: '用户管理' }).waitFor();
    expect(await nav.getByRole('menuitem', { name: '审计日志' }).count()).toBe(0);
    expect(await nav.getByRole('menuitem', { name: '举报队列' }).count()).toBe(0);
    // A screen it may not open, asked for by address, sends it to one it may.
    await page.goto(`${baseUrl}/console/audit`);
    await nav.getByRole('menuitem', { name: '用户管理' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/console/people');
  });
});
