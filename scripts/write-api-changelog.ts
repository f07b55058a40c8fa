import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHANGELOG_PATH,
  generatedList,
  lastRelease,
  released,
  RELEASES_FOLDER,
  ROOT,
  SCHEMA_FILE,
  schemaChanges,
  withGeneratedList,
} from './api-changelog.js';

/**
 * `npm run api:changelog`: writes the Unreleased section's list of `docs/api-changelog.md` from
 * graphql-inspector's diff between the last release (`docs/api/schema-<version>.graphql`) and
 * `schema.graphql`. `npm run api:changelog -- --release 1.2.0` releases the schema as it is:
 * the snapshot `docs/api/schema-1.2.0.graphql`, and the Unreleased section under that heading.
 */
const releaseAt = process.argv.indexOf('--release');
let changelog = readFileSync(CHANGELOG_PATH, 'utf8');
if (releaseAt >= 0) {
  const version = process.argv[releaseAt + 1] ?? '';
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error('--release takes a version: 1.2.0');
  const release = lastRelease();
  const current = readFileSync(SCHEMA_FILE, 'utf8');
  changelog = withGeneratedList(
    changelog,
    generatedList(await schemaChanges(readFileSync(release.file, 'utf8'), current), release),
  );
  changelog = released(changelog, version, new Date().toISOString().slice(0, 10));
  const file = path.join(RELEASES_FOLDER, `schema-${version}.graphql`);
  copyFileSync(SCHEMA_FILE, file);
  process.stdout.write(`Wrote ${path.relative(ROOT, file)}\n`);
}
const release = lastRelease();
const changes = await schemaChanges(
  readFileSync(release.file, 'utf8'),
  readFileSync(SCHEMA_FILE, 'utf8'),
);
writeFileSync(CHANGELOG_PATH, withGeneratedList(changelog, generatedList(changes, release)));
process.stdout.write(
  `Wrote ${path.relative(ROOT, CHANGELOG_PATH)}: ${changes.length} changes since ${release.version}\n`,
);
