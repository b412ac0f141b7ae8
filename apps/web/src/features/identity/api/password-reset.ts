import type { setPasswordRequest, verifyCodeByPhoneRequest, verifyCodeByPhoneResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { refuseLogin, storeLoginAnswer } from '../login-session';
import type { RequestOf, ResponseOf } from './contract-types';
import { loginByPassword, type LoginAnswer } from './phone-login';

// Password reset (BRIEF.md section 5): a 'reset' code becomes a single-use ticket, the ticket sets the password.
// The visitor is then logged in with the new password, since a reset signs every other session out.

export const VERIFY_CODE_PATH = '/api/user/v1/verifyCodeByPhone';
export const SET_PASSWORD_PATH = '/api/user/v1/setPassword';

export type VerifyCodeRequest = RequestOf<typeof verifyCodeByPhoneRequest>;
export type Ticket = ResponseOf<typeof verifyCodeByPhoneResponse>;
export type SetPasswordRequest = RequestOf<typeof setPasswordRequest>;

export const verifyCodeByPhone = (request: VerifyCodeRequest) =>
  post<Ticket>(VERIFY_CODE_PATH, request, { toast: false });
export const setPassword = (request: SetPasswordRequest) =>
  post<Record<string, never>>(SET_PASSWORD_PATH, request, { toast: false });

export type ResetRequest = { countryCode: string; mobile: string; code: string; password: string };

export async function resetPassword(request: ResetRequest): Promise<LoginAnswer> {
  const { countryCode, mobile, code, password } = request;
  const { ticket } = await verifyCodeByPhone({ countryCode, mobile, code });
  await setPassword({ ticket, password });
  return loginByPassword({ countryCode, mobile, password });
}

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer, request) => storeLoginAnswer(answer, request.mobile),
    onError: () => void refuseLogin(),
  });
