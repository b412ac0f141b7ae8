import { maskCredential, maskEmail, maskIdCard, maskMiddle, maskPhone } from './masking.ts';
import { textLength } from './text-length.ts';
import { isEmail, isIdNumber, isValidName, isValidPhone, MAINLAND_COUNTRY_CODE } from './validation.ts';

// An activity's question set and the answers to it (docs/product/identity.md's patterns). Shared by the sign-up form and
// the server, which checks again: the client is never trusted.

export type QuestionType =
  'name' | 'mobile' | 'idNumber' | 'passport' | 'gender' | 'email' | 'text' | 'single' | 'multiple';
export const QUESTION_TYPES: readonly QuestionType[] = [
  'name',
  'mobile',
  'idNumber',
  'passport',
  'gender',
  'email',
  'text',
  'single',
  'multiple',
];
/** Answers that identify a person: sealed at rest, shown whole only to their owner. */
export const PERSONAL_QUESTION_TYPES: readonly QuestionType[] = ['name', 'mobile', 'idNumber', 'passport', 'email'];
export const GENDERS = ['男', '女'] as const;
/** Passports and travel permits: letters and digits, 5 to 17 of them. */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{5,17}$/;
export const FREE_TEXT_MAX = 200;
export const NAME_MAX = 40;

export interface Question {
  id: string;
  type: QuestionType;
  title: string;
  required: boolean;
  options?: string[] | undefined;
}

export type AnswerValue = string | string[];

export interface AnswerProblem {
  questionId: string;
  message: string;
}

export const isPersonalQuestion = (type: QuestionType) => PERSONAL_QUESTION_TYPES.includes(type);

const blank = (v: AnswerValue | undefined) =>
  v === undefined || (typeof v === 'string' ? v.trim() === '' : v.length === 0);

/** Why one answer is refused, or null when it passes. */
export function checkAnswer(q: Question, value: AnswerValue | undefined): string | null {
  if (blank(value)) return q.required ? `请填写${q.title}` : null;
  if (q.type === 'multiple') {
    if (!Array.isArray(value)) return `${q.title}：请选择选项`;
    const options = q.options ?? [];
    if (new Set(value).size !== value.length || value.some((v) => !options.includes(v))) return `${q.title}：选项无效`;
    return null;
  }
  if (typeof value !== 'string') return `${q.title}：格式不正确`;
  const v = value.trim();
  switch (q.type) {
    case 'name':
      return isValidName(v) && textLength(v) <= NAME_MAX ? null : `${q.title}：只能填写中文、字母或空格`;
    case 'mobile':
      return isValidPhone(MAINLAND_COUNTRY_CODE, v) ? null : `${q.title}：手机号格式不正确`;
    case 'idNumber':
      return isIdNumber(v) ? null : `${q.title}：身份证号应为15或18位，最后一位可以是X`;
    case 'passport':
      return PASSPORT_PATTERN.test(v) ? null : `${q.title}：证件号只能是字母和数字`;
    case 'email':
      return isEmail(v) ? null : `${q.title}：邮箱格式不正确`;
    case 'gender':
      return (GENDERS as readonly string[]).includes(v) ? null : `${q.title}：请选择男或女`;
    case 'single':
      return (q.options ?? []).includes(v) ? null : `${q.title}：选项无效`;
    case 'text':
      return textLength(v) <= FREE_TEXT_MAX ? null : `${q.title}：不能超过${FREE_TEXT_MAX}个字符`;
    default:
      return `${q.title}：格式不正确`;
  }
}

/** Every problem of a set of answers, in question order; answers to questions not asked are problems too. */
export function checkAnswers(questions: readonly Question[], answers: Record<string, AnswerValue>): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const q of questions) {
    const message = checkAnswer(q, answers[q.id]);
    if (message) problems.push({ questionId: q.id, message });
  }
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!asked.has(id)) problems.push({ questionId: id, message: '没有这个问题' });
  return problems;
}

/** How a personal answer is shown to anyone but its owner (docs/product/identity.md); a name keeps its first character. */
export function maskAnswer(type: QuestionType, value: string): string {
  switch (type) {
    case 'name':
      return maskMiddle(value, 1, 0);
    case 'mobile':
      return maskPhone(value);
    case 'idNumber':
      return maskIdCard(value);
    case 'passport':
      return maskCredential(value);
    case 'email':
      return maskEmail(value);
    default:
      return value;
  }
}

/** A question set a publisher may save: unique ids, options for choices, at most one question of each personal kind. */
export function checkQuestionSet(questions: readonly Question[]): string | null {
  const ids = new Set<string>();
  const personal = new Set<QuestionType>();
  for (const q of questions) {
    if (ids.has(q.id)) return `问题编号重复：${q.id}`;
    ids.add(q.id);
    if (isPersonalQuestion(q.type)) {
      if (personal.has(q.type)) return `同一类个人信息只能问一次：${q.title}`;
      personal.add(q.type);
    }
    const choice = q.type === 'single' || q.type === 'multiple';
    if (choice && (q.options ?? []).length < 2) return `${q.title}：选择题至少需要两个选项`;
    if (choice && new Set(q.options).size !== q.options!.length) return `${q.title}：选项重复`;
  }
  return null;
}
