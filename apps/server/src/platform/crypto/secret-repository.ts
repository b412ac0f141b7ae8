import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A secret of the server's own, made once and kept in the database so that every instance shares it. */
export async function getOrCreateServerSecret(db: Kysely<DB>, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
