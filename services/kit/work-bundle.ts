import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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

const bundles = new Map<string, Promise<string>>();

/**
 * A work process's TypeScript script and the sources it imports as one
 * JavaScript file (esbuild), the packages left to Node. Node loads it in
 * about 0.8 s of CPU, where tsx, with a hook per module for some 800
 * modules, took 3.5 s for every process started. Built once per script in
 * this process; named by its content, so processes sharing the folder
 * share the file and a changed source makes a new one.
 */
export function workBundle(script: string): Promise<string> {
  let bundled = bundles.get(script);
  if (!bundled) {
    bundled = bundle(script);
    bundles.set(script, bundled);
    bundled.catch(() => bundles.delete(script));
  }
  return bundled;
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
  return file;
}
