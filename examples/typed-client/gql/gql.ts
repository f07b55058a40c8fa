/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CounterpartiesPage($first: Int!, $after: String) {\n    counterparties(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          legalName\n          alias\n        }\n      }\n    }\n  }\n": typeof types.CounterpartiesPageDocument,
    "\n  mutation CounterpartyCreate($input: CounterpartyCreateInput!) {\n    counterpartyCreate(input: $input) {\n      counterparty {\n        id\n        legalName\n        alias\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CounterpartyCreateDocument,
    "\n  query WebhookPayment($id: ID!) {\n    node(id: $id) {\n      ... on Payment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.WebhookPaymentDocument,
};
const documents: Documents = {
    "\n  query CounterpartiesPage($first: Int!, $after: String) {\n    counterparties(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          legalName\n          alias\n        }\n      }\n    }\n  }\n": types.CounterpartiesPageDocument,
    "\n  mutation CounterpartyCreate($input: CounterpartyCreateInput!) {\n    counterpartyCreate(input: $input) {\n      counterparty {\n        id\n        legalName\n        alias\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CounterpartyCreateDocument,
    "\n  query WebhookPayment($id: ID!) {\n    node(id: $id) {\n      ... on Payment {\n        id\n        status\n      }\n    }\n  }\n": types.WebhookPaymentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterpartiesPage($first: Int!, $after: String) {\n    counterparties(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          legalName\n          alias\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').CounterpartiesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CounterpartyCreate($input: CounterpartyCreateInput!) {\n    counterpartyCreate(input: $input) {\n      counterparty {\n        id\n        legalName\n        alias\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').CounterpartyCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookPayment($id: ID!) {\n    node(id: $id) {\n      ... on Payment {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.js').WebhookPaymentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
