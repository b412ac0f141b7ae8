import type { getCodeByPhoneRequest, sendCodeResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/http';
import type { RequestOf, ResponseOf } from './contract-types';

// SMS codes (BRIEF.md section 5): getCodeNumber sends a 'register' code, getCodeByPhone a 'login' or 'reset'
// one. Each needs a solved captcha and uses it up; the answer says when the next send is allowed.

export const REGISTER_CODE_PATH = '/api/user/v1/getCodeNumber';
export const PHONE_CODE_SEND_PATH = '/api/user/v1/getCodeByPhone';

export type CodePurpose = 'register' | 'login' | 'reset';
export type SendCodeRequest = Omit<RequestOf<typeof getCodeByPhoneRequest>, 'purpose'>;
export type SendCodeAnswer = ResponseOf<typeof sendCodeResponse>;

export function sendSmsCode(purpose: CodePurpose, request: SendCodeRequest): Promise<SendCodeAnswer> {
  // The form reports failures itself (a wrong captcha, the resend wait).
  return purpose === 'register'
    ? post<SendCodeAnswer>(REGISTER_CODE_PATH, request, { toast: false })
    : post<SendCodeAnswer>(PHONE_CODE_SEND_PATH, { ...request, purpose }, { toast: false });
}

export const useSendCode = (purpose: CodePurpose) =>
  useMutation({ mutationFn: (request: SendCodeRequest) => sendSmsCode(purpose, request) });
