import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './messageFiles';
import { partOf, PUBLIC_NAMESPACES } from './catalogueParts';

const web = path.resolve(import.meta.dirname, '..');

/** What the public pages (and the app's frame before the layout loads) are made of: their messages must ship in the first part. */
const PUBLIC_SOURCES = [
  'features/auth',
  'features/invitation',
  'features/errors',
  'features/placeholder/PublicPlaceholderPage.tsx',
  // The sign-in's and the second factor's pieces; the rest of the shared domain components only signed-in screens compose.
  'domain/auth',
  'ui',
  'i18n',
  'relay',
  'routes.tsx',
  'main.tsx',
];
/** The UI kit's pieces only signed-in screens compose: their messages may ship in the app's part. */
const APP_ONLY_SOURCES = ['ui/time', 'ui/FilteredListEmptyState.tsx', 'ui/CsvDropzone.tsx'];

function sources(entry: string): string[] {
  const full = path.join(web, entry);
  if (APP_ONLY_SOURCES.includes(entry)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .flatMap((name) => sources(path.join(entry, name)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe('the two parts of the English catalogue', () => {
  it('every message a public page can show ships in the first part', () => {
    const known = new Set(Object.keys(en));
    const misplaced: string[] = [];
    for (const file of PUBLIC_SOURCES.flatMap(sources)) {
      // Block comments (a JSDoc example naming message ids) ship nothing.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, id] of text.matchAll(/['"`]([a-zA-Z]+\.[\w.-]+)['"`]/g)) {
        if (known.has(id!) && partOf(id!) === 'app')
          misplaced.push(`${id} (${path.relative(web, file)})`);
      }
      // An id built at run time (`bills.status.${status}`): every message it can name. A refusal's (`error.${code}`) is
      // the service's to choose: the account service's ship in the first part (catalogueParts.ts).
      for (const [, prefix] of text.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)) {
        if (prefix === 'error.') continue;
        if ([...known].some((id) => id.startsWith(prefix!) && partOf(id) === 'app'))
          misplaced.push(`${prefix}\${…} (${path.relative(web, file)})`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('every public namespace names messages that exist, and the parts share nothing', () => {
    const namespaces = new Set(Object.keys(en).map((id) => id.slice(0, id.indexOf('.'))));
    expect(PUBLIC_NAMESPACES.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
    const app = Object.keys(en).filter((id) => partOf(id) === 'app');
    const publicPart = Object.keys(en).filter((id) => partOf(id) === 'public');
    expect(app.length + publicPart.length).toBe(Object.keys(en).length);
    expect(publicPart).toEqual(expect.arrayContaining(['login.title', 'error.U-ACC-AU-1']));
    // A namespace nobody listed (a new area's) and another service's refusals ship with the screens.
    expect([partOf('newArea.title'), partOf('error.U-TRSY-BL-1'), partOf('bills.title')]).toEqual([
      'app',
      'app',
      'app',
    ]);
  });
});
