import { useMutation } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';

// SMS codes (docs/product/identity.md): getCodeNumber sends a 'register' code, getCodeByPhone a 'login' or 'reset'
// one. Each needs a solved captcha and uses it up; the answer says when the next send is allowed.

export const REGISTER_CODE_PATH = '/api/user/v1/getCodeNumber';
export const PHONE_CODE_SEND_PATH = '/api/user/v1/getCodeByPhone';

export type CodePurpose = 'register' | 'login' | 'reset' | 'cancel';
export type SendCodeRequest = Omit<ApiInput<typeof PHONE_CODE_SEND_PATH>, 'purpose'>;
export type SendCodeAnswer = ApiOutput<typeof PHONE_CODE_SEND_PATH>;

export function sendSmsCode(purpose: CodePurpose, request: SendCodeRequest): Promise<SendCodeAnswer> {
  // The form reports failures itself (a wrong captcha, the resend wait).
  return purpose === 'register'
    ? post(REGISTER_CODE_PATH, request, { toast: false })
    : post(PHONE_CODE_SEND_PATH, { ...request, purpose }, { toast: false });
}

export const useSendCode = (purpose: CodePurpose) =>
  useMutation({ mutationFn: (request: SendCodeRequest) => sendSmsCode(purpose, request) });
