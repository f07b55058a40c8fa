import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuFor, SETTINGS_SECTIONS } from '../navigation/menus';
import { APP_PLACEHOLDER_PAGES, PUBLIC_PLACEHOLDER_PAGES } from '../navigation/placeholderPages';
import { filteredListMessageIds } from '../ui/FilteredListEmptyState';
import { pagedListFooterMessageIds } from '../ui/lists/PagedListFooter';
import { listEmptyMessageIds } from '../ui/PrefixedListEmptyState';
import { en, id, MESSAGE_FILES, type MessageFile } from './messageFiles';

const WEB_ROOT = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Message ids written literally in source: `id: '…'` (descriptors passed to
 * formatMessage, FormattedMessage or our own props), `<FormattedMessage id="…"`
 * and an action button's label (`ActionButtonList`'s `label: '…', testId: …`).
 */
function messageIdsInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /(?<![\w-])id:\s*'([^']+)'/g,
    /<FormattedMessage\s+id="([^"]+)"/g,
    /(?<![\w-])label:\s*'([^']+)',\s*testId:/g,
  ];
  for (const file of sourceFiles(WEB_ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[1]) found.set(match[1], relative(WEB_ROOT, file));
      }
    }
  }
  return found;
}

/** The `<Component …>` uses in source, each as the text of its opening tag (up to its first `>`). */
function usesInSource(component: string): string[] {
  const use = new RegExp(`<${component}\\b[^>]*>`, 'g');
  return sourceFiles(WEB_ROOT).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(use)].map((match) => match[0]),
  );
}

/**
 * The `<Component … />` uses in source given their catalogue prefix
 * literally (`messages="…"`), each with that prefix. A use handed its prefix
 * by its caller (`messages={report.messages}`) is checked where the prefix is
 * written, by that component's own test.
 */
function prefixedUsesInSource(component: string): { use: string; prefix: string }[] {
  return usesInSource(component).flatMap((use) => {
    const literal = /\smessages="([^"]+)"/.exec(use)?.[1];
    if (literal !== undefined) return [{ use, prefix: literal }];
    return /\smessages=\{/.test(use) ? [] : [{ use, prefix: '' }];
  });
}

/** The ids a filterable list's empty state builds from the catalogue prefix it is given (`messages="…"`), by itself or under a `FilteredPagedTable`; `.create` only where it offers to create. */
function filteredListIdsInSource(): string[] {
  return [
    ...prefixedUsesInSource('FilteredListEmptyState'),
    ...prefixedUsesInSource('FilteredPagedTable'),
  ].flatMap(({ use, prefix }) => {
    const ids = filteredListMessageIds(prefix);
    return [
      ids.empty.title,
      ids.empty.body,
      ids.emptyFiltered.title,
      ids.emptyFiltered.body,
      ids.clearFilters,
      ...(/\bcreateAt[=:]/.test(use) ? [ids.create] : []),
    ];
  });
}

/** The ids a paged list's foot builds from the catalogue prefix it is given (`messages="…"`), by itself or under a `PagedTable` or `FilteredPagedTable`. */
function pagedListFooterIdsInSource(): string[] {
  return [
    ...prefixedUsesInSource('PagedListFooter'),
    ...prefixedUsesInSource('PagedTable'),
    ...prefixedUsesInSource('FilteredPagedTable'),
  ].flatMap(({ prefix }) => Object.values(pagedListFooterMessageIds(prefix)));
}

/** The ids an unfiltered list's empty state builds from the catalogue prefix it is given (`messages="…"`). */
function listEmptyIdsInSource(): string[] {
  return prefixedUsesInSource('PrefixedListEmptyState').flatMap(({ prefix }) =>
    Object.values(listEmptyMessageIds(prefix)),
  );
}

/** Ids the code builds at run time, from tables rather than literals. */
function messageIdsFromTables(): string[] {
  const pages = [...APP_PLACEHOLDER_PAGES, ...PUBLIC_PLACEHOLDER_PAGES].flatMap((page) => [
    page.title.id,
    page.description.id,
  ]);
  const menus = [...menuFor('treasury'), ...menuFor('invoicing')].flatMap((group) => [
    ...(group.label ? [group.label.id] : []),
    ...group.items.map((item) => item.label.id),
  ]);
  const errorCodes = [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'BAD_USER_INPUT',
    'UPSTREAM_UNAVAILABLE',
    'INTERNAL_SERVER_ERROR',
  ].map((code) => `error.gql.${code}`);
  const serviceCodes = [
    'U-ACC-AU-1',
    'U-ACC-AU-4',
    'U-TRSY-CP-1',
    'U-TRSY-CP-2',
    'U-TRSY-CP-5',
    'REQUIRED',
    'INVALID_EMAIL',
  ].map((code) => `error.${code}`);
  return [
    ...pages,
    ...menus,
    ...SETTINGS_SECTIONS.map((item) => item.label.id),
    ...errorCodes,
    ...serviceCodes,
    ...filteredListIdsInSource(),
    ...pagedListFooterIdsInSource(),
    ...listEmptyIdsInSource(),
  ];
}

const catalogues: Record<string, Record<string, string>> = { en, id };

/** Where a catalogue pair may live: the shared pair in web/i18n, the shared domain components' in web/domain, or an area's own beside its screens. */
const CATALOGUE_PLACE =
  /^(i18n\/messages|domain\/messages|features\/[^/]+\/messages)\/(en|id)\.json$/;

/**
 * What is wrong with a set of catalogue files: one out of place, one without
 * its other language, an id in one language of a pair only, an id defined in
 * two areas (the app would show whichever it assembled last).
 */
function catalogueFileProblems(files: readonly MessageFile[]): string[] {
  const problems: string[] = [];
  const definedIn = new Map<string, string>();
  for (const file of files) {
    if (!CATALOGUE_PLACE.test(file.path)) problems.push(`${file.path}: not a catalogue's place`);
    const otherPath = file.path.replace(
      /(en|id)\.json$/,
      file.language === 'en' ? 'id.json' : 'en.json',
    );
    const other = files.find((candidate) => candidate.path === otherPath);
    if (!other) problems.push(`${file.path}: no ${otherPath}`);
    for (const key of Object.keys(file.messages)) {
      if (other && !(key in other.messages))
        problems.push(`${key}: in ${file.path}, not in ${otherPath}`);
      const where = `${file.language}:${key}`;
      const first = definedIn.get(where);
      if (first) problems.push(`${where}: defined in ${first} and ${file.path}`);
      else definedIn.set(where, file.path);
    }
  }
  return problems;
}

describe('the catalogue files, one pair per area', () => {
  it("when the files are found, they are the shared pair and the areas' pairs", () => {
    const paths = MESSAGE_FILES.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['i18n/messages/en.json', 'i18n/messages/id.json']),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'features/bills/messages/en.json',
        'features/bills/messages/id.json',
      ]),
    );
  });

  it('when every pair is read, each sits in its place, has both languages with the same ids, and no id is defined twice', () => {
    expect(catalogueFileProblems(MESSAGE_FILES)).toEqual([]);
  });

  it('when an id is translated in one language only, or defined by two areas, or a file strays, the check names it', () => {
    const file = (path: string, messages: Record<string, string>): MessageFile => ({
      path,
      language: path.endsWith('id.json') ? 'id' : 'en',
      messages,
    });
    const planted = [
      file('features/bills/messages/en.json', { 'bills.title': 'Bills', 'bills.new': 'New bill' }),
      file('features/bills/messages/id.json', { 'bills.title': 'Tagihan' }),
      file('features/payables/messages/en.json', { 'bills.title': 'Payables' }),
      file('features/payables/messages/id.json', { 'bills.title': 'Utang' }),
      file('features/payables/list/messages/en.json', { 'payables.list': 'List' }),
    ];
    expect(catalogueFileProblems(planted)).toEqual([
      'bills.new: in features/bills/messages/en.json, not in features/bills/messages/id.json',
      'en:bills.title: defined in features/bills/messages/en.json and features/payables/messages/en.json',
      'id:bills.title: defined in features/bills/messages/id.json and features/payables/messages/id.json',
      "features/payables/list/messages/en.json: not a catalogue's place",
      'features/payables/list/messages/en.json: no features/payables/list/messages/id.json',
    ]);
  });
});

describe('the en and id catalogues', () => {
  it('when both catalogues are compared, they hold exactly the same keys', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('when any message is read, it is not empty in either language', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const empty = Object.entries(catalogue)
        .filter(([, message]) => message.trim() === '')
        .map(([key]) => `${language}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('when Indonesian names the cash forecast, it always says "proyeksi kas", never "prakiraan"', () => {
    const cashForecast = Object.entries(id).filter(([, message]) =>
      /prakiraan|proyeksi kas/i.test(message),
    );
    expect(cashForecast.length).toBeGreaterThanOrEqual(4);
    expect(
      cashForecast.filter(([, message]) => /prakiraan/i.test(message)).map(([key]) => key),
    ).toEqual([]);
  });

  it('when Indonesian names the treasury mode or product, it uses an Indonesian word, not "Treasury"', () => {
    expect(id['mode.treasury']).toBe('Perbendaharaan');
    expect(
      Object.entries(id)
        .filter(([, message]) => /\btreasury\b/i.test(message))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('when the source uses a message id, both catalogues have it', () => {
    const used = messageIdsInSource();
    expect(used.size).toBeGreaterThan(50);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = [...used]
        .filter(([key]) => !(key in catalogue))
        .map(([key, file]) => `${language}:${key} (${file})`);
      expect(missing).toEqual([]);
    }
  });

  it('when a route, menu entry or error code needs a message, both catalogues have it', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = messageIdsFromTables()
        .filter((key) => !(key in catalogue))
        .map((key) => `${language}:${key}`);
      expect(missing).toEqual([]);
    }
  });

  it('when the spec gives a message, the English catalogue uses its exact words', () => {
    expect(en['validation.emailRequired']).toBe('Email is Required');
    expect(en['validation.passwordRequired']).toBe('Password is Required');
    expect(en['validation.invalidEmail']).toBe('Invalid email format');
    expect(en['validation.fieldRequired']).toBe('This field is required');
    expect(en['error.U-ACC-AU-1']).toBe('Your email or password does not match.');
    expect(en['error.default']).toBe('There was a problem on the server.');
  });
});
