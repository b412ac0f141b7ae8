import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loaded on first use: loading it costs a fifth of a second, and a start, like most requests, decodes
 * no image. Later calls get the loaded module at the cost of an await.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}
