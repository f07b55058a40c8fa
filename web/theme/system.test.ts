import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system';

const webDir = resolve(import.meta.dirname, '..');
/** Chakra's ES build: its index names the file of each export; its components name their recipe (`key: "button"`). */
const chakraDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const esmDir = join(chakraDir, 'dist/esm');

/** Every name the web app imports from @chakra-ui/react (tests included: they render the same components). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(webDir, { recursive: true, withFileTypes: true })) {
    if (
      !entry.isFile() ||
      !/\.tsx?$/.test(entry.name) ||
      entry.parentPath.includes('__generated__')
    )
      continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const specifier of match[1]!.split(',')) {
        const name = specifier.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** The file of Chakra's ES build that each exported name comes from. */
function exportFiles(): Map<string, string> {
  const index = readFileSync(join(esmDir, 'index.js'), 'utf8');
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const files = new Map<string, string>();
  for (const match of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const specifier of match[1]!.split(',')) {
      const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
      const from = match[2] ?? namespaces.get(local!);
      if (exported && from?.startsWith('./')) files.set(exported, join(esmDir, from));
    }
  }
  return files;
}

/** The recipe keys a Chakra module and the Chakra components it renders use. */
function recipeKeysOf(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(join(esmDir, 'components'))) return keys;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(match[1]!);
  for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    for (const key of recipeKeysOf(resolve(dirname(file), match[1]!), seen)) keys.add(key);
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app renders (it carries only those, to keep the first download small)', () => {
    const files = exportFiles();
    const names = [...chakraImports()];
    expect(names).toContain('Button');
    const needed = new Map<string, string[]>();
    for (const name of names) {
      const file = files.get(name);
      if (!file) continue; // a function or type of the styled system, not a component
      for (const key of recipeKeysOf(file)) needed.set(key, [...(needed.get(key) ?? []), name]);
    }
    expect(needed.get('button')).toContain('Button');
    // Chakra's full theme is the reference: a component whose recipe it has would render unstyled here without it.
    const styled = (key: string, of: typeof system) => of.isRecipe(key) || of.isSlotRecipe(key);
    const missing = [...needed].filter(
      ([key]) => styled(key, defaultSystem) && !styled(key, system),
    );
    expect(
      missing,
      'add these recipes to web/theme/system.ts (recipe key, the components that use it)',
    ).toEqual([]);
  });
});
