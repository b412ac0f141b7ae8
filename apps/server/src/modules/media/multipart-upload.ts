import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { refuse, type AppError } from '../../platform/http/app-error.ts';

// Multipart bodies are read here, lazily, after the pipeline has checked the token: an anonymous caller's file
// is never read. The file must come in field `file`; fields sent before it (a signed policy) come with it.

const NOT_MULTIPART = '请用 multipart/form-data 上传，文件放在 file 字段';
/** The parser's complaint about a body cut short or malformed: the caller's fault, answered like any bad body. */
const malformed = (err: unknown) =>
  err instanceof Error && /multipart data|Part terminated early|Malformed part header/i.test(err.message);

async function firstFile(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw refuse(NOT_MULTIPART);
  }
  if (!part || part.fieldname !== 'file') throw refuse('请选择要上传的文件（字段名 file）');
  return part;
}

export const fieldValue = (part: MultipartFile, name: string): string | undefined => {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && 'value' in one && typeof one.value === 'string' ? one.value : undefined;
};

/** The file in memory (images are small), refused as too large past `maxBytes` without keeping any of it. */
export async function readUpload(request: FastifyRequest, maxBytes: number, tooLarge: () => AppError) {
  const part = await firstFile(request, maxBytes);
  try {
    const bytes = await part.toBuffer();
    return { part, bytes, filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (malformed(err)) throw refuse(NOT_MULTIPART);
    throw err;
  }
}

/** The file streamed to a private temporary directory (videos are large); `cleanup` removes it. */
export async function spoolUpload(request: FastifyRequest, maxBytes: number, tooLarge: () => AppError) {
  const part = await firstFile(request, maxBytes);
  const dir = await mkdtemp(join(tmpdir(), 'upload-'));
  const path = join(dir, 'source');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw tooLarge();
  } catch (err) {
    await cleanup();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (malformed(err)) throw refuse(NOT_MULTIPART);
    throw err;
  }
  return { part, path, dir, filename: part.filename, cleanup };
}
