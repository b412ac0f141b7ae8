import { useMutation } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';
import { refuseLogin, storeLoginAnswer } from '../login-session';
import { loginByPassword, type LoginAnswer } from './phone-login';

// Password reset (docs/product/identity.md): a 'reset' code becomes a single-use ticket, the ticket sets the password.
// The visitor is then logged in with the new password, since a reset signs every other session out.

export const VERIFY_CODE_PATH = '/api/user/v1/verifyCodeByPhone';
export const SET_PASSWORD_PATH = '/api/user/v1/setPassword';

export type VerifyCodeRequest = ApiInput<typeof VERIFY_CODE_PATH>;
export type Ticket = ApiOutput<typeof VERIFY_CODE_PATH>;
export type SetPasswordRequest = ApiInput<typeof SET_PASSWORD_PATH>;

export const verifyCodeByPhone = (request: VerifyCodeRequest) => post(VERIFY_CODE_PATH, request, { toast: false });
export const setPassword = (request: SetPasswordRequest) => post(SET_PASSWORD_PATH, request, { toast: false });

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
