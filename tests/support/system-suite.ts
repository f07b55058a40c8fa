import { afterAll, beforeAll } from 'vitest';
import type { System } from '../../system.js';
import { startTestSystem } from './system.js';

/** The system a test file runs against; `system` is set before the file's tests (read it in hooks and tests). */
export class SystemSuite {
  system!: System;
}

/** The whole system on a fresh database (startTestSystem's options), started before the file's tests and stopped after them. */
export function systemSuite(...options: Parameters<typeof startTestSystem>): SystemSuite {
  const suite = new SystemSuite();
  beforeAll(async () => {
    suite.system = await startTestSystem(...options);
  });
  afterAll(() => suite.system?.stop());
  return suite;
}
