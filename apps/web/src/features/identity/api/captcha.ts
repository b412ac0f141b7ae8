import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post, type ApiOutput } from '../../../api/http';

// The image captcha every SMS send needs (docs/product/identity.md): single use, valid 5 minutes.

export const IMG_CODE_PATH = '/api/user/v1/getImgCode';

export type Captcha = ApiOutput<typeof IMG_CODE_PATH>;

export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return post(IMG_CODE_PATH, {}, { toast: false, ...(signal ? { signal } : {}) });
}

/** One captcha per form (`scope`); never reused from another visit, renewed before it expires. */
export const captchaQuery = (scope: string) =>
  queryOptions({
    queryKey: ['identity', 'captcha', scope],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => Math.max(30, (query.state.data?.expiresIn ?? 300) - 10) * 1000,
  });

/** The form's captcha and a way to get a new one (after every send, which uses it up, or on a tap). */
export function useCaptcha(scope: string) {
  const queryClient = useQueryClient();
  const query = useQuery(captchaQuery(scope));
  const refresh = useCallback(
    () => void queryClient.refetchQueries({ queryKey: captchaQuery(scope).queryKey, exact: true }),
    [queryClient, scope],
  );
  return { query, refresh };
}

/** The captcha's SVG as an image address: drawn by <img>, so nothing in it can run. */
export const captchaImageSrc = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
