// The mark that `npm run build:e2e` finished: `set` once the web app is built
// into dist/e2e-web, `clear` before `npm test` starts the build beside the
// tests, so that the browser tests wait for this build (tests/support/web-build.ts)
// and never serve an older one.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const marker = path.resolve(import.meta.dirname, '../dist/e2e-web/.built');
const action = process.argv[2];
if (action === 'set') writeFileSync(marker, `${new Date().toISOString()}\n`);
else if (action === 'clear') rmSync(marker, { force: true });
else throw new Error('usage: node scripts/e2e-build-marker.mjs set|clear');
