import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside node_modules, so that the packages a bundle leaves out resolve from it as from the sources. */
const BUNDLES = path.join(ROOT, 'node_modules', '.cache', 'kas-work');

/**
 * A bundled file has one `import.meta` for all its sources: each source's
 * own (its folder, its URL) is written into it before it joins the bundle.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => ({
      loader: 'ts',
      contents: (await readFile(file, 'utf8'))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
    }));
  },
};

/**
 * A bundle no process has written for this long is removed when another
 * bundle of its script is written: every change of the code leaves one
 * behind, about 2 MB each. A process that outlives it builds it again.
 */
export const STALE_BUNDLE_MS = 7 * 24 * 60 * 60 * 1000;

const bundles = new Map<string, Promise<string>>();

/**
 * A work process's TypeScript script and the sources it imports as one
 * JavaScript file (esbuild), the packages left to Node. Node loads it in
 * about 0.8 s of CPU, where tsx, with a hook per module for some 800
 * modules, took 3.5 s for every process started. Built once per script in
 * this process (again if the file has gone meanwhile); named by its
 * content, so processes sharing the folder share the file and a changed
 * source makes a new one.
 */
export async function workBundle(script: string): Promise<string> {
  const built = bundles.get(script);
  if (built) {
    const file = await built.catch(() => null);
    if (file && (await exists(file))) return file;
  }
  const bundled = bundle(script);
  bundles.set(script, bundled);
  bundled.catch(() => bundles.delete(script));
  return bundled;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Removes the bundles of `script` other than `kept` that no process has written for `STALE_BUNDLE_MS`. */
export async function pruneStaleBundles(
  script: string,
  kept: string,
  now = Date.now(),
  folder = BUNDLES,
): Promise<void> {
  // Its bundles, and what a process that died while writing one left (`….partial`).
  const own = new RegExp(
    `^${path.basename(script, '.ts')}-[0-9a-f]{16}\\.mjs(\\.\\d+\\.partial)?$`,
  );
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    if (!own.test(name) || file === kept) continue;
    const written = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => now,
    );
    if (now - written > STALE_BUNDLE_MS) await rm(file, { force: true });
  }
}

async function bundle(script: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [script],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
    plugins: [ownImportMeta],
  });
  const contents = outputFiles[0]!.contents;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const file = path.join(BUNDLES, `${path.basename(script, '.ts')}-${hash}.mjs`);
  await mkdir(BUNDLES, { recursive: true });
  // Written aside and renamed: a process never loads a half-written file another one is writing.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, file);
  await pruneStaleBundles(script, file);
  return file;
}
