import { existsSync, mkdirSync, watch } from 'node:fs';
import path from 'node:path';

/** How long a browser test waits for the web build `npm test` runs beside the tests. */
const BUILD_WAIT_MS = 300_000;

/**
 * Resolves once the web app in `webDir` is built: `npm run build:e2e` leaves
 * `.built` beside it when it has finished (scripts/e2e-build-marker.mjs).
 * `npm test` builds it while the unit and system tests run, so the first
 * browser test may come before the build has ended: it waits for the mark to
 * appear (a watch on the folder, no polling), and fails saying what to run
 * when none comes.
 */
export async function webBuildReady(webDir: string): Promise<void> {
  const marker = path.join(webDir, '.built');
  if (existsSync(marker)) return;
  const parent = path.dirname(webDir);
  mkdirSync(parent, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    // The build empties (or makes) webDir first: watch its parent, which stays.
    const watcher = watch(parent, { recursive: true }, () => {
      if (!existsSync(marker)) return;
      finish();
      resolve();
    });
    const timer = setTimeout(() => {
      finish();
      reject(
        new Error(
          `no web build in ${webDir} after ${BUILD_WAIT_MS / 1000} s: run \`npm run build:e2e\` first`,
        ),
      );
    }, BUILD_WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      watcher.close();
    };
    // Made between the first look and the watch's start.
    if (existsSync(marker)) {
      finish();
      resolve();
    }
  });
}
