import { afterAll } from 'vitest';

/**
 * Sets environment variables for the test file (a system it starts reads
 * them), and puts the values before back after its tests: the next file in
 * the worker (isolate: false) must not inherit them.
 *
 * @example fileEnvironment({ LOGIN_LOCK_SECONDS: '2' })
 */
export function fileEnvironment(values: Record<string, string>): void {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  afterAll(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
