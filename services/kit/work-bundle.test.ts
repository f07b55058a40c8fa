import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneStaleBundles, STALE_BUNDLE_MS, workBundle } from './work-bundle.js';

describe('work process bundles', () => {
  it('removes a script’s bundles no process wrote for a week, and nothing else', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-bundles-'));
    const now = Date.now();
    const write = (name: string, age: number) => {
      const file = path.join(folder, name);
      writeFileSync(file, '');
      utimesSync(file, new Date(now - age), new Date(now - age));
      return file;
    };
    const kept = write('import-worker-00000000000000aa.mjs', STALE_BUNDLE_MS * 2);
    const stale = write('import-worker-00000000000000bb.mjs', STALE_BUNDLE_MS + 60_000);
    const leftOver = write('import-worker-00000000000000cc.mjs.4242.partial', STALE_BUNDLE_MS * 3);
    const recent = write('import-worker-00000000000000dd.mjs', STALE_BUNDLE_MS - 60_000);
    const otherScript = write('import-worker-extra-00000000000000ee.mjs', STALE_BUNDLE_MS * 2);
    const matching = write('matching-worker-00000000000000ff.mjs', STALE_BUNDLE_MS * 2);

    await pruneStaleBundles('/somewhere/import-worker.ts', kept, now, folder);

    expect([kept, stale, leftOver, recent, otherScript, matching].map(existsSync)).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('builds a bundle again when its file has gone', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-bundled-'));
    const SCRIPT = path.join(folder, 'work-bundle-fixture.ts');
    writeFileSync(SCRIPT, 'export const answer = 42;\n');
    try {
      const first = await workBundle(SCRIPT);
      expect(await workBundle(SCRIPT)).toBe(first);
      await rm(first);
      expect(await workBundle(SCRIPT)).toBe(first);
      expect(existsSync(first)).toBe(true);
      await rm(first);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
