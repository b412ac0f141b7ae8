// The media area's public surface: what other areas may use (docs/architecture.md, "Who owns which table").
export { resolveOwnImages, resolveOwnVideo } from './media-refs.ts';
export { fieldValue, readUpload } from './multipart-upload.ts';
