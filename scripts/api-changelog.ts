import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * The GraphQL API's releases and changelog. A release is a snapshot of `schema.graphql`
 * committed as `docs/api/schema-<version>.graphql`; the last release is the one with the highest
 * version. `docs/api-changelog.md` says what changed since, under "Unreleased": a list that
 * `npm run api:changelog` writes from graphql-inspector's diff between the snapshot and
 * `schema.graphql`, and notes written by people above it. tests/lint/api-changelog.test.ts
 * refuses a breaking change that the notes do not name.
 */

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CHANGELOG_PATH = path.join(ROOT, 'docs/api-changelog.md');
export const RELEASES_FOLDER = path.join(ROOT, 'docs/api');
export const SCHEMA_FILE = path.join(ROOT, 'schema.graphql');

/** Where the generated list starts and ends in the changelog's Unreleased section. */
export const GENERATED_START = '<!-- api:changelog:start (written by `npm run api:changelog`) -->';
export const GENERATED_END = '<!-- api:changelog:end -->';
const UNRELEASED_HEADING = '## Unreleased';

export type Release = { version: string; file: string };

/** Orders `1.10.0` after `1.9.0`. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The released schemas in `docs/api/`, oldest first. */
export function releases(folder = RELEASES_FOLDER): Release[] {
  return readdirSync(folder)
    .flatMap((name) => {
      const version = /^schema-(\d+\.\d+\.\d+)\.graphql$/.exec(name)?.[1];
      return version ? [{ version, file: path.join(folder, name) }] : [];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** The release integrators have: the snapshot with the highest version. */
export function lastRelease(folder = RELEASES_FOLDER): Release {
  const all = releases(folder);
  const last = all.at(-1);
  if (!last) throw new Error(`No released schema (schema-<version>.graphql) in ${folder}`);
  return last;
}

/**
 * What changed from one schema's text to another's, as graphql-inspector judges it: breaking,
 * dangerous or safe. Description changes are left out (they change no operation), and the
 * fields of an added type are not listed besides the type.
 */
export async function schemaChanges(released: string, current: string): Promise<Change[]> {
  const changes = await diff(buildSchema(released), buildSchema(current), [
    DiffRule.ignoreDescriptionChanges,
    DiffRule.simplifyChanges,
  ]);
  // The rule above misses a type's description added where it had none (TYPE_DESCRIPTION_ADDED and its kin).
  return changes.filter((change) => !String(change.type).includes('DESCRIPTION'));
}

const LEVELS: { level: CriticalityLevel; heading: string }[] = [
  { level: CriticalityLevel.Breaking, heading: 'Breaking' },
  { level: CriticalityLevel.Dangerous, heading: 'Dangerous' },
  { level: CriticalityLevel.NonBreaking, heading: 'Safe' },
];

/** One change as a list item: its path (the key a note names it by) and graphql-inspector's message. */
function entry(change: Change): string {
  const message = change.message.replaceAll("'", '`');
  return change.path ? `- \`${change.path}\`: ${message}` : `- ${message}`;
}

/** The generated list: the changes by level, each level sorted by path so that the list is stable. */
export function generatedList(changes: Change[], release: Release): string {
  const lines = [
    GENERATED_START,
    '',
    `Compared with ${release.version} (\`${path.relative(ROOT, release.file)}\`).`,
  ];
  for (const { level, heading } of LEVELS) {
    const ofLevel = changes
      .filter((change) => change.criticality.level === level)
      .map(entry)
      .sort();
    lines.push('', `### ${heading}`, '', ...(ofLevel.length ? ofLevel : ['None.']));
  }
  lines.push('', GENERATED_END);
  return lines.join('\n');
}

/** The Unreleased section: from its heading to the next release's heading. */
function unreleasedSection(changelog: string): { start: number; end: number } {
  const start = changelog.indexOf(`\n${UNRELEASED_HEADING}\n`);
  if (start < 0) throw new Error(`${CHANGELOG_PATH} has no "${UNRELEASED_HEADING}" section`);
  const next = changelog.indexOf('\n## ', start + 1);
  return { start: start + 1, end: next < 0 ? changelog.length : next + 1 };
}

/** The changelog with the Unreleased section's generated list replaced by (or, the first time, ending in) `list`. */
export function withGeneratedList(changelog: string, list: string): string {
  const { start, end } = unreleasedSection(changelog);
  const section = changelog.slice(start, end);
  const from = section.indexOf(GENERATED_START);
  const to = section.indexOf(GENERATED_END);
  const updated =
    from >= 0 && to > from
      ? section.slice(0, from) + list + section.slice(to + GENERATED_END.length)
      : `${section.trimEnd()}\n\n${list}\n\n`;
  return changelog.slice(0, start) + updated + changelog.slice(end);
}

/** The notes people wrote under Unreleased: the section without its generated list. */
export function unreleasedNotes(changelog: string): string {
  const { start, end } = unreleasedSection(changelog);
  const section = changelog.slice(start, end);
  const from = section.indexOf(GENERATED_START);
  const to = section.indexOf(GENERATED_END);
  return from >= 0 && to > from
    ? section.slice(0, from) + section.slice(to + GENERATED_END.length)
    : section;
}

/**
 * The breaking changes that the Unreleased notes do not name: a note names a change by its path in
 * backticks (`ExceptionTicket.line`, `Query.payments.status`; a removed type by its name). The
 * generated list does not count: it says what changed, a note says what integrators must do.
 */
export function breakingChangesWithoutNote(changes: Change[], changelog: string): Change[] {
  const named = new Set(
    [...unreleasedNotes(changelog).matchAll(/`([^`\s]+)`/g)].map((match) => match[1]),
  );
  return changes.filter(
    (change) =>
      change.criticality.level === CriticalityLevel.Breaking &&
      !named.has(change.path ?? change.message),
  );
}

/**
 * The changelog with its Unreleased section released as `version` on `date`: the section keeps its
 * notes and list under the release's heading, and a new Unreleased section comes first, empty until
 * `withGeneratedList` gives it its list.
 */
export function released(changelog: string, version: string, date: string): string {
  const { start, end } = unreleasedSection(changelog);
  const section = changelog
    .slice(start + UNRELEASED_HEADING.length, end)
    .replace(`${GENERATED_START}\n`, '')
    .replace(`\n${GENERATED_END}`, '');
  return (
    changelog.slice(0, start) +
    `${UNRELEASED_HEADING}\n\n## ${version} (${date})` +
    section +
    changelog.slice(end)
  );
}

/** The last release's schema and the current one, read from the repository. */
export function schemaTexts(): { release: Release; released: string; current: string } {
  const release = lastRelease();
  return {
    release,
    released: readFileSync(release.file, 'utf8'),
    current: readFileSync(SCHEMA_FILE, 'utf8'),
  };
}
