import { useMutation } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';
import { refuseLogin, storeLoginAnswer } from '../login-session';

// Phone sign-in (docs/product/identity.md): by SMS code (an unknown phone is registered on the spot), by password,
// and registration with a 'register' code and an optional password. Every one answers a login.

export const CODE_LOGIN_PATH = '/api/user/v1/phoneCodeLogin';
export const PASSWORD_LOGIN_PATH = '/api/user/v1/phoneUserLogin';
export const REGISTER_PATH = '/api/user/v2/phoneRegist';

export type LoginAnswer = ApiOutput<typeof CODE_LOGIN_PATH>;
export type CodeLoginRequest = ApiInput<typeof CODE_LOGIN_PATH>;
export type PasswordLoginRequest = ApiInput<typeof PASSWORD_LOGIN_PATH>;
export type RegisterRequest = ApiInput<typeof REGISTER_PATH>;

// The forms say what went wrong themselves (docs/product/identity.md's '服务器繁忙！' or the server's reason).
export const loginByCode = (request: CodeLoginRequest) => post(CODE_LOGIN_PATH, request, { toast: false });
export const loginByPassword = (request: PasswordLoginRequest) => post(PASSWORD_LOGIN_PATH, request, { toast: false });
export const registerByPhone = (request: RegisterRequest) => post(REGISTER_PATH, request, { toast: false });

/** A phone login as a mutation: the answer is stored as the session; a refusal removes the user id. */
export function usePhoneLogin<R extends { mobile: string }>(login: (request: R) => Promise<LoginAnswer>) {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, request) => storeLoginAnswer(answer, request.mobile),
    onError: () => void refuseLogin(),
  });
}
