import { sql } from 'kysely';
import sharp from 'sharp';
import type { TestApp } from './support/test-app.ts';

// Shared by the community and media tests: real uploads through the real multipart path.

export async function jpeg(width = 64, height = 48, color = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function upload(
  t: TestApp,
  token: string,
  bytes: Buffer,
  name = 'photo.jpg',
  path = '/api/service/socialcontact/v1/upload/updateFile',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}${path}?h_token=${encodeURIComponent(token)}`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; body?: any } };
}

export async function uploadImage(t: TestApp, token: string, color?: string): Promise<{ fileId: string; url: string }> {
  const answer = await upload(t, token, await jpeg(80, 60, color));
  if (answer.json.code !== 0) throw new Error(`upload failed: ${answer.json.msg}`);
  return answer.json.body;
}

export async function ok(
  promise: Promise<{ json: { code: number | string; msg: string; body?: unknown } }>,
): Promise<any> {
  const answer = await promise;
  if (answer.json.code !== 0) throw new Error(`expected success, got ${answer.json.code} ${answer.json.msg}`);
  return answer.json.body;
}

/** A POI that exists (in a real city), for likes, evaluations and collections: a missing target answers 404. */
export async function existingPoi(t: TestApp, id: number): Promise<number> {
  const city = await sql<{ id: string }>`select id from destinations where kind = 'city' order by id limit 1`.execute(
    t.ctx.db,
  );
  await sql`insert into pois (id, destination_id, name, lat, lng)
    values (${id}, ${city.rows[0]!.id}, '外滩', 31.24, 121.49) on conflict do nothing`.execute(t.ctx.db);
  return id;
}
