import { randomUUID } from 'node:crypto';
import type { GraphQLInterfaceType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_SOURCES } from '../../bff/modules/index.js';
import type { System } from '../../system.js';
import { createOrganization, signInRest, type Tokens } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { contract, idPaths, operationFor } from '../support/schema-samples.js';
import { startTestSystem } from '../support/system.js';
import { globalId, irregularArguments, runSeeds, type TenancySeed } from './tenancy/seeds.js';

/**
 * The areas' parts of this test, one file an area (`tenancy/<area>.seed.ts`,
 * tenancy/seeds.ts says what one holds): each makes records of another
 * organisation and checks at the end that they did not change.
 */
const SEEDS = import.meta.glob<TenancySeed>('./tenancy/*.seed.ts', {
  eager: true,
  import: 'default',
});

/**
 * Every kind of object `node(id:)` and `nodes(ids:)` can name, from the schema:
 * each type implementing Node, and a member still invited, a Member whose
 * global id says Invitation (the members module's `nodes`). A new area's types are
 * covered without editing this file; each needs a record of another
 * organisation from a seed (tenancy/<area>.seed.ts), or the first test fails.
 */
const NODE_TYPES = [
  ...contract
    .getImplementations(contract.getType('Node') as GraphQLInterfaceType)
    .objects.map((type) => type.name),
  'Invitation',
];

/** Ids that name no Node: an upload's, and the service ids of a counterparty's bank account and a customer's document (the seeds' `otherKinds`). */
const OTHER_KINDS = Object.values(SEEDS).flatMap((seed) => seed.otherKinds ?? []);

/**
 * The kinds of object an ID argument names when its name does not say it
 * (`itemIds` names every reconcilable kind, `memberId` a Member or an
 * Invitation: see `kindsNamedBy`), from the seeds. A new ID argument whose
 * name names no kind must be named by its area's seed.
 */
const IRREGULAR_ARGUMENTS: Record<string, string[]> = {
  id: NODE_TYPES,
  ids: NODE_TYPES,
  ...irregularArguments(Object.values(SEEDS)),
};

/** The kinds of object an ID argument names: as listed above, or the kind its name says (`<kind>Id`, `<kind>Ids`); none when unknown. */
function kindsNamedBy(argument: string): string[] {
  if (argument in IRREGULAR_ARGUMENTS) return IRREGULAR_ARGUMENTS[argument]!;
  const named = /^(\w+?)Ids?$/.exec(argument)?.[1];
  const kind = named && named[0]!.toUpperCase() + named.slice(1);
  return kind && [...NODE_TYPES, ...OTHER_KINDS].includes(kind) ? [kind] : [];
}

const lastSegment = (path: string) => path.split('.').at(-1)!;

type Operation = { kind: 'query' | 'mutation'; name: string; path: string };
const operations: Operation[] = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? contract.getQueryType()! : contract.getMutationType()!;
  return Object.values(root.getFields()).flatMap((field) =>
    idPaths(field).map((path) => ({ kind, name: field.name, path })),
  );
});

let system: System;
let ownTokens: Tokens;
/** Objects of another organisation, by type: their global ids. */
const foreign: Record<string, string> = {};

beforeAll(async () => {
  // A system of the file's own: the last test reads whole tables to show that nothing anywhere changed.
  system = await startTestSystem();
  const mine = await createOrganization(system);
  ownTokens = await signInRest(system, mine.owner);
  const theirs = await createOrganization(system);
  Object.assign(
    foreign,
    await runSeeds(SEEDS, {
      system,
      organizationId: theirs.organizationId,
      owner: theirs.owner,
      tokens: await signInRest(system, theirs.owner),
      browser: await signedInClient(system.url, theirs.owner),
    }),
  );
});

afterAll(() => system?.stop());

/** The answer to an operation with one ID set, with that ID blanked out so two answers can be compared. */
async function answer(operation: Operation, id: string): Promise<unknown> {
  const value = lastSegment(operation.path) === 'ids' ? [id] : id;
  const { query, variables } = operationFor(operation.kind, operation.name, {
    [operation.path]: value,
  });
  const result = await new GraphQLClient(system.url).request(query, variables, {
    authorization: `Bearer ${ownTokens.accessToken}`,
  });
  // Without its cost: the bucket it reports moves from one request to the next.
  const { data, errors } = result;
  return JSON.parse(JSON.stringify({ data, errors }).replaceAll(id, '<id>'));
}

describe('another organisation’s records answer exactly as missing ones', () => {
  it('every ID argument of the schema names kinds of object this test knows', () => {
    const unknown = operations
      .filter((operation) => kindsNamedBy(lastSegment(operation.path)).length === 0)
      .map((operation) => `${operation.name}(${operation.path})`);
    expect(unknown).toEqual([]);
    expect(operations.length).toBeGreaterThan(10);
  });

  it('every kind of object the schema can name has a record of another organisation here, and a global id', () => {
    const named = new Set([
      ...NODE_TYPES,
      ...operations.flatMap((operation) => kindsNamedBy(lastSegment(operation.path))),
    ]);
    expect([...named].filter((kind) => !foreign[kind])).toEqual([]);
    // A Node type no module fetches (`nodes` in its index.ts) answers null for every id, its own organisation's too.
    expect(NODE_TYPES.filter((type) => !Object.hasOwn(NODE_SOURCES, type))).toEqual([]);
    expect(NODE_TYPES.length).toBeGreaterThan(20);
  });

  for (const operation of operations) {
    const types = kindsNamedBy(lastSegment(operation.path));
    it(`${operation.kind} ${operation.name}(${operation.path}): ${types.join(', ')}`, async () => {
      for (const type of types) {
        const theirs = await answer(operation, foreign[type]!);
        const missing = await answer(operation, globalId(type, randomUUID()));
        expect({ type, answer: theirs }).toEqual({ type, answer: missing });
      }
    });
  }

  for (const [file, seed] of Object.entries(SEEDS)) {
    if (!seed.unchanged) continue;
    it(`left the other organisation’s records as they were: ${file.replace(/^.*\/|\.seed\.ts$/g, '')}`, async () => {
      await seed.unchanged!(system, foreign);
    });
  }
});
