import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

/**
 * The lists that join an area to the whole, written from the areas' folders
 * (`npm run areas`) instead of edited by hand: a new area adds its folders and
 * these follow. `tests/lint/area-lists.test.ts` fails when a written list is
 * not what its folders give.
 *
 * - `bff/modules/areas.ts`: every folder of `bff/modules` whose `index.ts`
 *   exports its module (`export const <folder in camelCase>Module`), but the
 *   shared base that `bff/modules/index.ts` puts first (BASE_MODULES);
 * - `contracts/activity-areas.ts`: every `export const <AREA>_ACTIVITY =
 *   areaActivity(…)` of the contracts, what each area writes to the activity log.
 */

/** The modules every area builds on, assembled before the areas in an order of their own (bff/modules/index.ts). */
export const BASE_MODULES = ['scalars', 'common', 'node'];

/** One written list: where it goes and what it holds. */
export type AreaList = { file: string; text: string };

const HEADER =
  '// Written by `npm run areas` from the areas’ folders (scripts/area-lists.ts): do not edit.\n';

/** `bank-accounts` → `bankAccounts`. */
function camelCase(folder: string): string {
  return folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function sortedFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Formatted as the repository's Prettier settings say, wherever the list is written (a test writes copies elsewhere). */
async function formatted(file: string, text: string): Promise<AreaList> {
  const options = await prettier.resolveConfig(import.meta.filename);
  return { file, text: await prettier.format(HEADER + text, { ...options, filepath: file }) };
}

/** The BFF's areas: one entry per module folder, keyed by the folder's name in camelCase. */
export async function bffAreaList(root: string): Promise<AreaList> {
  const modules = path.join(root, 'bff/modules');
  const areas = sortedFolders(modules).flatMap((folder) => {
    const index = path.join(modules, folder, 'index.ts');
    if (BASE_MODULES.includes(folder) || !existsSync(index)) return [];
    const key = camelCase(folder);
    const name = `${key}Module`;
    if (!new RegExp(`^export const ${name}\\b`, 'm').test(readFileSync(index, 'utf8')))
      throw new Error(`bff/modules/${folder}/index.ts does not export ${name}`);
    return [{ folder, key, name }];
  });
  const imports = areas.map(
    ({ folder, name }) => `import { ${name} } from './${folder}/index.js';`,
  );
  const entries = areas.map(({ key, name }) => `  ${key}: ${name},`);
  return formatted(
    path.join(modules, 'areas.ts'),
    `${imports.join('\n')}

/** The BFF's areas, one a folder of bff/modules (the shared base aside), in the folders' order. */
export const AREAS = {
${entries.join('\n')}
};
`,
  );
}

/** What the areas write to the activity log: every `<AREA>_ACTIVITY` the contracts declare. */
export async function activityAreaList(root: string): Promise<AreaList> {
  const contracts = path.join(root, 'contracts');
  const declared = sortedFolders(contracts).flatMap((folder) =>
    readdirSync(path.join(contracts, folder))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .flatMap((file) => {
        const source = readFileSync(path.join(contracts, folder, file), 'utf8');
        return [...source.matchAll(/^export const (\w+_ACTIVITY) = areaActivity\(/gm)].map(
          (match) => ({ name: match[1]!, from: `./${folder}/${file.replace(/\.ts$/, '.js')}` }),
        );
      }),
  );
  const imports = declared.map(({ name, from }) => `import { ${name} } from '${from}';`);
  return formatted(
    path.join(contracts, 'activity-areas.ts'),
    `${imports.join('\n')}

/** What each area declares it writes to the activity log (\`areaActivity\` in its contract), in the contracts' order. */
export const ACTIVITY_AREAS = [
${declared.map(({ name }) => `  ${name},`).join('\n')}
] as const;
`,
  );
}

/** Every list the areas' folders give. */
export function areaLists(root: string): Promise<AreaList[]> {
  return Promise.all([bffAreaList(root), activityAreaList(root)]);
}
