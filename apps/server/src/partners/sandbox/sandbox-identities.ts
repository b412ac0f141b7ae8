import { createHash } from 'node:crypto';

// Sandbox people: a phone per channel, the same on every run, so a demo keeps its user from one visit to the next.
// Guangdong membership is read from the number: the sandbox's non-members have 147 numbers, members 138.

const NON_MEMBER_PREFIX = '147';
const MEMBER_PREFIX = '138';

export function sandboxMobile(key: string, member = true): string {
  const digest = createHash('sha256').update(key).digest();
  const digits = Array.from(digest.subarray(0, 8), (b) => String(b % 10)).join('');
  return (member ? MEMBER_PREFIX : NON_MEMBER_PREFIX) + digits;
}

export const isSandboxMember = (mobile: string) => !mobile.startsWith(NON_MEMBER_PREFIX);
