import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the built web app is made from: its sources (without the Relay
 * artifacts, which the build writes from them), the GraphQL schema, and the
 * build's own configuration and locked dependencies.
 */
export const WEB_BUILD_INPUTS = [
  'web',
  'formats',
  'schema.graphql',
  'vite.config.ts',
  'relay.config.js',
  'codegen.ts',
  'package-lock.json',
];
const SKIPPED_FOLDERS = new Set(['__generated__', 'node_modules']);

function filesOf(root: string, relative: string, into: string[]): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    into.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    filesOf(root, path.join(relative, entry.name), into);
  }
}

/** A SHA-256 over the inputs' paths and contents, in a fixed order (modification times change on a fresh clone; contents do not). */
export function webSourcesHash(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) filesOf(root, input, files);
  const hash = createHash('sha256');
  for (const file of files.map((name) => name.split(path.sep).join('/')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the sources of the last build is kept: beside the built folder, which the build empties. */
export function hashFileFor(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}.sources-hash`;
}

/** Whether the built app at `outDir` is missing or was built from other sources than today's. */
export function isBuildStale(root: string, outDir: string): { stale: boolean; hash: string } {
  const hash = webSourcesHash(root);
  const hashFile = hashFileFor(outDir);
  const built =
    existsSync(path.join(outDir, 'index.html')) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8').trim() === hash;
  return { stale: !built, hash };
}

/**
 * Runs `npm run build` when the web sources changed since the last build: `npm start` (start.ts) does it
 * first, in its own process, so that a SIGTERM while it builds stops the build too (`signal`).
 * Throws when the build fails.
 */
export async function buildWebIfStale(signal?: AbortSignal): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.join(root, 'dist', 'web');
  const { stale, hash } = isBuildStale(root, outDir);
  if (!stale) return;
  process.stdout.write('  Building the web app (its sources changed since the last build)...\n');
  // Vite's list of every file it wrote would fill the terminal: only its warnings and errors are shown.
  // In a process group of its own, so that a stop ends the whole build (npm, its shell, codegen, vite) and
  // not only the npm it was started with; for the same reason a terminal's Ctrl-C reaches it through `signal`.
  const build = spawn('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    detached: process.platform !== 'win32',
  });
  const stopBuild = () => {
    if (build.pid === undefined) return;
    try {
      process.kill(process.platform === 'win32' ? build.pid : -build.pid, 'SIGTERM');
    } catch {
      // ended already
    }
  };
  signal?.addEventListener('abort', stopBuild, { once: true });
  const [code, killedBy] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (resolve, reject) => {
      build.once('error', reject);
      build.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    },
  ).finally(() => signal?.removeEventListener('abort', stopBuild));
  signal?.throwIfAborted();
  if (code !== 0) throw new Error(`building the web app failed (${killedBy ?? code})`);
  writeFileSync(hashFileFor(outDir), hash + '\n');
}
