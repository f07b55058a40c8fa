import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../examples/typed-client/codegen.js';

describe('the typed client example’s generated documents', () => {
  it('are what `npm run codegen:example` writes from schema.graphql and client.ts today', async () => {
    const outputs = (await generate(config, false)) as { filename: string; content: string }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs)
      expect(readFileSync(output.filename, 'utf8'), `${output.filename} is stale`).toBe(
        output.content,
      );
  });
});
