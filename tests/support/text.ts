import { expect } from 'vitest';

/** Fails unless `text` holds each of `parts`, naming the first it lacks. */
export function expectToContainEach(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text).toContain(part);
}
