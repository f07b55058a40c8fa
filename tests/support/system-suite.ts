import { afterAll, beforeAll } from 'vitest';
import type { System } from '../../system.js';
import { restCaller } from './factories.js';
import { startTestSystem, workerSystem } from './system.js';

/** The system a test file runs against; `system` is set before the file's tests (read it in hooks and tests). */
export class SystemSuite {
  system!: System;

  /** A member's call to the treasury's REST API (`restCaller`): the answer as `T`, or the service's error. */
  treasury = restCaller(() => this.system.treasuryUrl);
}

/**
 * The whole system before the file's tests: without options the worker's
 * (`workerSystem`), with options (startTestSystem's) one of the file's own on
 * a fresh database, stopped after the file's tests.
 */
export function systemSuite(...options: Parameters<typeof startTestSystem>): SystemSuite {
  const suite = new SystemSuite();
  beforeAll(async () => {
    suite.system = options.length === 0 ? await workerSystem() : await startTestSystem(...options);
  });
  afterAll(() => suite.system?.stop());
  return suite;
}
