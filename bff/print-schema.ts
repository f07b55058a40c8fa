import { writeFileSync } from 'node:fs';
import { assembleSchema, SCHEMA_PATH } from './schema.js';

/** Writes the root `schema.graphql`, the checked-in public contract, from the modules' slices (`npm run schema`). */
writeFileSync(SCHEMA_PATH, assembleSchema());
process.stdout.write(`Wrote ${SCHEMA_PATH}\n`);
