import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashFileFor, isBuildStale } from '../../scripts/build-if-stale.js';

/** `npm start` builds the web app only when its sources changed: a checkout of fake sources and a fake build. */
let root: string;
let outDir: string;

function write(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

/** What the build leaves: the app and, beside it, the hash of the sources it was built from. */
function build(): void {
  const { hash } = isBuildStale(root, outDir);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  writeFileSync(hashFileFor(outDir), hash + '\n');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kas-build-'));
  outDir = path.join(root, 'dist', 'web');
  write('web/main.tsx', 'export {};');
  write('web/features/home/HomePage.tsx', 'export const a = 1;');
  write('web/__generated__/HomePageQuery.graphql.ts', 'export default {};');
  write('schema.graphql', 'type Query { a: Int }');
  write('vite.config.ts', 'export default {};');
  write('relay.config.js', 'module.exports = {};');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build is stale', () => {
  it('when it was never built, and not once built from the same sources', () => {
    expect(isBuildStale(root, outDir).stale).toBe(true);
    build();
    expect(isBuildStale(root, outDir).stale).toBe(false);
  });

  it.each([
    ['a web source', 'web/features/home/HomePage.tsx', 'export const a = 2;'],
    ['a new web file', 'web/features/home/Greeting.tsx', 'export {};'],
    ['the schema', 'schema.graphql', 'type Query { a: Int b: Int }'],
    ['the Vite configuration', 'vite.config.ts', 'export default { base: "/" };'],
    ['the Relay configuration', 'relay.config.js', 'module.exports = { src: "./web" };'],
    ['the locked dependencies', 'package-lock.json', '{"lockfileVersion":3}'],
  ])('when %s changed', (_what, file, content) => {
    build();
    write(file, content);
    expect(isBuildStale(root, outDir).stale).toBe(true);
  });

  it('when the built app is gone though its hash is left', () => {
    build();
    rmSync(outDir, { recursive: true });
    expect(isBuildStale(root, outDir).stale).toBe(true);
  });

  it('not when only the Relay artifacts the build itself writes changed', () => {
    build();
    write('web/__generated__/HomePageQuery.graphql.ts', 'export default { regenerated: true };');
    expect(isBuildStale(root, outDir).stale).toBe(false);
  });
});
