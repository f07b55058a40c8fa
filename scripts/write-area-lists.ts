import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaLists } from './area-lists.js';

/** `npm run areas`: writes the lists that join the areas to the whole from their folders (scripts/area-lists.ts). */
const root = path.resolve(import.meta.dirname, '..');
for (const { file, text } of await areaLists(root)) {
  writeFileSync(file, text);
  process.stdout.write(`Wrote ${path.relative(root, file)}\n`);
}
