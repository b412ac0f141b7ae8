import { writeFile } from 'node:fs/promises';
import { DB_TYPES_FILE, generateDbTypes, migratedDatabase } from '../platform/db/types/generate-db-types.ts';

// `npm run db:types`: migrates an in-memory PGlite and writes the row types the code reads (after any migration).
const database = await migratedDatabase();
try {
  await writeFile(DB_TYPES_FILE, await generateDbTypes(database));
} finally {
  await database.close();
}
console.log(`wrote ${DB_TYPES_FILE}`);
