import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';

// updateProfile (docs/product/identity.md, added): nickname, avatar (a file id of one's own upload) and bio. The form shows
// the server's refusal itself (a taken nickname, a sensitive word), so no toast.

export const UPDATE_PROFILE_PATH = '/api/service/user/v1/updateProfile' as const;

export type ProfileChange = ApiInput<typeof UPDATE_PROFILE_PATH>;
export type UpdatedProfile = ApiOutput<typeof UPDATE_PROFILE_PATH>;

export const updateProfile = (change: ProfileChange) => post(UPDATE_PROFILE_PATH, change, { toast: false });

/** Saves, then drops the account's cached profile so the top bar and the account sheet show the new one. */
export function useUpdateProfile(onSaved?: (profile: UpdatedProfile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: ['identity', 'profile'] });
      onSaved?.(profile);
    },
  });
}
