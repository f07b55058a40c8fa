import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getOperationAST,
  parse,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from './exampleTabs';

const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'),
);

describe('the examples GraphiQL opens with', () => {
  it('are an API key, a page of counterparties, a payment with an idempotency key and payment updates', () => {
    const operations = EXAMPLE_TABS.map(
      (tab) => getOperationAST(parse(tab.query ?? ''))?.name?.value,
    );
    expect(operations).toEqual(['WhoAmI', 'Counterparties', 'PaymentCreate', 'PaymentStatus']);
    expect(JSON.parse(EXAMPLE_TABS[0]?.headers ?? '{}')).toEqual({ Authorization: 'Bearer kas_…' });
    expect(Object.keys(JSON.parse(EXAMPLE_TABS[2]?.headers ?? '{}'))).toEqual(['Idempotency-Key']);
    expect(JSON.parse(EXAMPLE_TABS[3]?.headers ?? '{}')).toEqual({ Authorization: 'Bearer kas_…' });
  });

  it.each(EXAMPLE_TABS.map((tab) => [getOperationAST(parse(tab.query ?? ''))?.name?.value, tab]))(
    '%s is valid against schema.graphql, and its variables fit its operation',
    (_name, tab) => {
      const document = parse(tab.query ?? '');
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      const operation = getOperationAST(document) as OperationDefinitionNode;
      const variables = getVariableValues(
        schema,
        operation.variableDefinitions ?? [],
        JSON.parse(tab.variables ?? '{}') as Record<string, unknown>,
      );
      expect(variables.errors?.map((error) => error.message)).toBeUndefined();
    },
  );
});
