import { describe, expect, it } from 'vitest';
import type { Context } from '../../context.js';
import { toGlobalId } from '../../global-id.js';
import type { NodeSources } from '../module.js';
import { nodeResolversOver } from './resolvers.js';

const ID = '3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10';
const sources: NodeSources = {
  Bill: { permission: 'bills:read', fetch: async (_context, id) => ({ id, number: 'B-1' }) },
  Invitation: { fetch: async (_context, id) => ({ id, __typename: 'Member' }) },
};
const node = nodeResolversOver(sources).Query!.node as (
  root: unknown,
  args: { id: string },
  context: Context,
) => Promise<unknown>;
const as = (permissions: string[]) => ({ viewer: { permissions } }) as unknown as Context;

describe('node(id:) over the modules’ node sources', () => {
  it('fetches a kind through its source, typed by its name unless the record names its own type', async () => {
    expect(await node({}, { id: toGlobalId('Bill', ID) }, as(['bills:read']))).toEqual({
      id: ID,
      number: 'B-1',
      __typename: 'Bill',
    });
    expect(await node({}, { id: toGlobalId('Invitation', ID) }, as([]))).toEqual({
      id: ID,
      __typename: 'Member',
    });
  });

  it('answers null without the source’s permission, without a viewer, and for a kind no module declares', async () => {
    expect(await node({}, { id: toGlobalId('Bill', ID) }, as([]))).toBeNull();
    expect(
      await node({}, { id: toGlobalId('Bill', ID) }, { viewer: null } as unknown as Context),
    ).toBeNull();
    const invoice = Buffer.from(`Invoice:${ID}`).toString('base64url');
    expect(await node({}, { id: invoice }, as(['bills:read']))).toBeNull();
  });
});
