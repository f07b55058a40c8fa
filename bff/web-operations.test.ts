import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PERSISTED_DOCUMENTS_FILE } from './persisted-documents.js';
import { buildSchema } from './schema.js';
import { offlineOperationPolicy } from '../tests/support/operation-policy.js';

const GENERATED = path.resolve(import.meta.dirname, '..', 'web', '__generated__');

/**
 * The page size each screen's query is started with, where the operation
 * takes it as a required `$count` (the constants beside each list:
 * ACTIVITY_PAGE_SIZE, COUNTERPARTY_PAGE_SIZE, …). A new list query without
 * its page size here fails the test below: its cost cannot be judged
 * without it.
 */
const ROUTE_PAGE_SIZES: Record<string, number> = {
  ActivityLogPageQuery: 25,
  BillsPageQuery: 20,
  CashFlowLinesDrawerQuery: 25,
  CashFlowPageQuery: 25,
  CounterpartiesPageQuery: 20,
  CreditMemosPageQuery: 20,
  CustomersPageQuery: 20,
  DepositsPageQuery: 20,
  ExceptionsPageQuery: 20,
  ExpectedTransactionsPageQuery: 20,
  ExportsPageQuery: 20,
  MembersPageQuery: 20,
  OrdersPageQuery: 20,
  PaymentProvidersPageQuery: 50,
  PaymentRecordsPageQuery: 20,
  PaymentTransactionsPageQuery: 20,
  PurchaseOrdersPageQuery: 20,
  ReconciliationMatchPaneQuery: 20,
  ReconciliationPageQuery: 20,
  ReconciliationProposalListQuery: 25,
  SalesOrdersPageQuery: 20,
  InvoicesPageQuery: 20,
  InvoicePaymentsPageQuery: 20,
  StatementTransactionsPageQuery: 25,
  WebhookEndpointPageQuery: 20,
};

/** Every operation the web client sends: the persisted documents relay-compiler wrote beside its artifacts. */
function webOperations(): { name: string; text: string; operation: OperationDefinitionNode }[] {
  const documents = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<
    string,
    string
  >;
  return Object.values(documents).map((text) => {
    const operation = parse(text).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode;
    return { name: operation.name!.value, text, operation };
  });
}

/** The persisted document's id each artifact of an operation sends, by operation name. */
function artifactIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of readdirSync(GENERATED).filter((name) => name.endsWith('.graphql.ts'))) {
    const source = readFileSync(path.join(GENERATED, file), 'utf8');
    const params = source.slice(source.lastIndexOf('"params"'));
    const id = /"id": "([0-9a-f]{64})"/.exec(params)?.[1];
    const name = /"name": "([A-Za-z0-9_]+)"/.exec(params)?.[1];
    if (id && name) ids.set(name, id);
  }
  return ids;
}

/**
 * The document with every variable but the page size made optional: the
 * cost depends on the page sizes alone, and the gate's check coerces the
 * variables first (a form's input is not this test's concern).
 */
function withOptionalInputs(document: DocumentNode): DocumentNode {
  return visit(document, {
    VariableDefinition(definition) {
      if (definition.variable.name.value === 'count' || definition.type.kind !== Kind.NON_NULL_TYPE)
        return undefined;
      return { ...definition, type: definition.type.type };
    },
  });
}

describe('the web client’s own operations', () => {
  const schema = buildSchema();
  const { policy } = offlineOperationPolicy(schema);
  const operations = webOperations();

  it('each operation of the web is persisted under the SHA-256 of its text, and nothing else is', () => {
    const documents = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<
      string,
      string
    >;
    const ids = artifactIds();
    expect(ids.size).toBeGreaterThan(100);
    expect(Object.keys(documents).sort()).toEqual([...ids.values()].sort());
    for (const [id, text] of Object.entries(documents))
      expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    expect(operations.map(({ name }) => name).sort()).toEqual([...ids.keys()].sort());
  });

  it('when the web client is built, every operation it sends passes the limits every caller meets (tokens, depth, aliases, cost at its page size)', () => {
    expect(operations.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const { name, text, operation } of operations) {
      const variables: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        const required = definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue;
        if (required && definition.variable.name.value === 'count') {
          if (!(name in ROUTE_PAGE_SIZES))
            refused.push(`${name}: its page size is not in ROUTE_PAGE_SIZES`);
          variables.count = ROUTE_PAGE_SIZES[name];
        }
      }
      const document = parse(text, policy.gate.parseOptions);
      const errors = [
        ...validate(schema, document, policy.gate.validationRules),
        ...policy.gate.check(withOptionalInputs(document), name, variables),
      ];
      for (const error of errors) refused.push(`${name}: ${error.message}`);
    }
    expect(refused).toEqual([]);
  });
});
