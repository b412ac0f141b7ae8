import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/http';
import { endSession } from '../login-session';

// Logout revokes the token on the server; the session ends here whatever the server says, since a visitor who
// asked to leave must not stay logged in because the network failed.

export const LOGOUT_PATH = '/api/user/v1/logout';

export const logout = () => post(LOGOUT_PATH, {}, { toast: false, jumpToLogin: false });

export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => endSession(),
  });
