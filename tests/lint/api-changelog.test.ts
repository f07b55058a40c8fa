import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  breakingChangesWithoutNote,
  CHANGELOG_PATH,
  generatedList,
  released,
  schemaChanges,
  schemaTexts,
  withGeneratedList,
} from '../../scripts/api-changelog.js';

const RELEASED = `
type Query {
  "A ticket."
  ticket(id: ID!): Ticket
}
"A ticket."
type Ticket {
  "Its id."
  id: ID!
  "Its line."
  line: String!
  "Its note."
  note: String
}
`;
const WITHOUT_THE_NOTE = RELEASED.replace('  "Its note."\n  note: String\n', '');
const RELEASE = { version: '1.0.0', file: 'docs/api/schema-1.0.0.graphql' };

function changelogWith(notes: string, list = ''): string {
  return `# GraphQL API changelog\n\n## Unreleased\n\n${notes}\n\n${list}\n\n## 1.0.0 (2027-01-01)\n\nThe first.\n`;
}

describe('the GraphQL API changelog', () => {
  it('names every breaking change since the last release in a note under Unreleased', async () => {
    const { released: schema, current } = schemaTexts();
    const missing = breakingChangesWithoutNote(
      await schemaChanges(schema, current),
      readFileSync(CHANGELOG_PATH, 'utf8'),
    );
    expect(
      missing.map((change) => `${change.path}: ${change.message}`),
      'schema.graphql breaks what the last release (docs/api/schema-<version>.graphql) gave integrators. ' +
        'Run `npm run api:changelog`, then add a note under "## Unreleased" in docs/api-changelog.md, ' +
        'above the generated list, naming each path below in backticks and saying what integrators must do ' +
        '(or deprecate instead of breaking: docs/integrators.md, "Versioning and deprecation")',
    ).toEqual([]);
  });

  it('refuses a removed field until a note names its path; the generated list alone does not count', async () => {
    const changes = await schemaChanges(RELEASED, WITHOUT_THE_NOTE);
    const list = generatedList(changes, RELEASE);
    expect(list).toContain('- `Ticket.note`: Field `note` was removed from object type `Ticket`');

    const unnoted = breakingChangesWithoutNote(changes, changelogWith('', list));
    expect(unnoted.map((change) => change.path)).toEqual(['Ticket.note']);
    const noted = changelogWith('- `Ticket.note` is gone: read `Ticket.line`.', list);
    expect(breakingChangesWithoutNote(changes, noted)).toEqual([]);
  });

  it('counts an output made nullable as breaking, and a field added as safe', async () => {
    const changes = await schemaChanges(
      RELEASED,
      RELEASED.replace('line: String!', 'line: String\n  "Its date."\n  date: String'),
    );
    expect(changes.map((change) => [change.path, change.criticality.level]).sort()).toEqual([
      ['Ticket.date', 'NON_BREAKING'],
      ['Ticket.line', 'BREAKING'],
    ]);
  });

  it('replaces the generated list and keeps the notes, and a release moves both under its heading', async () => {
    const changes = await schemaChanges(RELEASED, WITHOUT_THE_NOTE);
    const first = withGeneratedList(
      changelogWith('- `Ticket.note` is gone.'),
      generatedList([], RELEASE),
    );
    const second = withGeneratedList(first, generatedList(changes, RELEASE));
    expect(second).toContain('- `Ticket.note` is gone.');
    expect(second).toContain('### Breaking\n\n- `Ticket.note`');
    expect(second).not.toContain('### Breaking\n\nNone.');

    const out = released(second, '1.1.0', '2027-02-01');
    expect(out).toMatch(/## Unreleased\n\n## 1\.1\.0 \(2027-02-01\)\n\n- `Ticket\.note` is gone\./);
    expect(out).not.toContain('api:changelog:start');
    expect(out).toContain('## 1.0.0 (2027-01-01)');
  });
});
