/**
 * Runs relay-compiler (arguments passed on, `--watch` too) on an empty map of
 * persisted documents, which `--repersist` fills with every operation of the
 * web as it is now: relay-compiler adds to the file it finds and persists only
 * the operations that changed, so documents the web no longer sends would
 * otherwise stay runnable by any session.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { PERSISTED_DOCUMENTS_FILE } from '../bff/persisted-documents.js';

writeFileSync(PERSISTED_DOCUMENTS_FILE, '{}\n');
const { status } = spawnSync('relay-compiler', ['--repersist', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(status ?? 1);
