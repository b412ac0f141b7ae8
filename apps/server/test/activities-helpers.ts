import type { TestApp } from './support/test-app.ts';
import { ok } from './community-helpers.ts';

// Shared by the activities tests: whitelisted publishers, a complete activity, sign-ups.

export const DAY = 24 * 3600 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const QUESTIONS = [
  { id: 'name', type: 'name', title: '姓名', required: true },
  { id: 'mobile', type: 'mobile', title: '手机号', required: true },
  { id: 'idno', type: 'idNumber', title: '身份证号', required: false },
  { id: 'pp', type: 'passport', title: '护照号', required: false },
  { id: 'mail', type: 'email', title: '邮箱', required: false },
  { id: 'sex', type: 'gender', title: '性别', required: true },
  { id: 'size', type: 'single', title: 'T恤尺码', required: false, options: ['S', 'M', 'L'] },
];

export const ANSWERS = {
  name: '张三丰',
  mobile: '13812345678',
  idno: '110101199003071234',
  pp: 'E1234567',
  mail: 'lee@example.com',
  sex: '男',
  size: 'M',
};

export const MASKED = {
  name: '张**',
  mobile: '138****5678',
  idno: '110************234',
  pp: 'E******7',
  mail: '***@example.com',
};

export function activityPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: '周末西湖徒步',
    intro: '沿着西湖走一圈，看日落。',
    city: '杭州',
    address: '浙江省杭州市西湖区北山街',
    startAt: inDays(10),
    endAt: inDays(10.25),
    questions: QUESTIONS,
    tickets: [{ name: '普通票', price: 0, currency: 'CNY', capacity: 10 }],
    ...overrides,
  };
}

/** A logged-in user on the publishing whitelist. */
export async function publisher(t: TestApp) {
  const user = await t.login();
  await t.ctx.db.insertInto('activity_publishers').values({ user_id: user.userId }).execute();
  return user;
}

/** A published activity and its ticket types. */
export async function publishActivity(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const saved = await ok(t.post('/api/service/community/v1/activity/add', activityPayload(overrides), { token }));
  const detail = await ok(t.post('/api/community/v1/activity/findOne', { id: saved.id }, { token }));
  return { id: saved.id as string, tickets: detail.tickets as { id: string; capacity: number; left: number }[] };
}

export const signUp = (t: TestApp, token: string, activityId: string, ticketId: string, answers = ANSWERS) =>
  t.post(
    '/api/service/community/v1/activityEnroll/saveActivityEnrollInfo',
    { activityId, ticketId, answers },
    { token },
  );
