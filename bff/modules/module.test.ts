import { describe, expect, it } from 'vitest';
import { mergeNodeSources, type NodeSource } from './module.js';

const source: NodeSource = { fetch: async () => null };

describe('the modules’ node sources', () => {
  it('are merged into one map, each kind from the module that declares it', () => {
    const merged = mergeNodeSources([
      { nodes: { Counterparty: source } },
      {},
      { nodes: { Bill: source, Deposit: source } },
    ]);
    expect(Object.keys(merged).sort()).toEqual(['Bill', 'Counterparty', 'Deposit']);
  });

  it('refuse a kind two modules both declare', () => {
    expect(() =>
      mergeNodeSources([{ nodes: { Bill: source } }, { nodes: { Bill: { ...source } } }]),
    ).toThrow('Two modules fetch Bill by id');
  });
});
