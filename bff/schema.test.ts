import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleSchema, SCHEMA_PATH } from './schema.js';

describe('the public schema', () => {
  it('when the modules’ slices are assembled, they give the checked-in schema.graphql exactly (run `npm run schema` after changing a slice)', () => {
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(assembleSchema());
  });
});
