/**
 * Lists the functions longer than a limit (default 150 lines), the figure the house is held to:
 * `node --import tsx scripts/long-functions.ts [limit] [folder…]`. Generated code is left out.
 */
import { longFunctions, typeScriptFiles } from './long-functions-finder.js';

const [limitArgument, ...folders] = process.argv.slice(2);
const limit = Number(limitArgument ?? 150);
const files = typeScriptFiles(process.cwd(), folders.length > 0 ? folders : ['.']);

const found = longFunctions(files, limit);
for (const long of found)
  console.log(`${String(long.lines).padStart(5)}  ${long.file}:${long.line}  ${long.name}`);
console.log(`${found.length} functions over ${limit} lines in ${files.length} files`);
