/**
 * @generated SignedSource<<85ccf2d5a595c1ff3089cd45950d41dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InternalAccountList_query$data = {
  readonly bankAccounts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"InternalAccountEditDialog_bankAccount" | "InternalAccountRow_bankAccount" | "StatementSyncDialog_bankAccount">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountEditDialog_query">;
  readonly " $fragmentType": "InternalAccountList_query";
};
export type InternalAccountList_query$key = {
  readonly " $data"?: InternalAccountList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountList_query">;
};

import InternalAccountListRefetchQuery_graphql from './InternalAccountListRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "currency"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": InternalAccountListRefetchQuery_graphql
    }
  },
  "name": "InternalAccountList_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "currency",
          "variableName": "currency"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InternalAccountRow_bankAccount"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InternalAccountEditDialog_bankAccount"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "StatementSyncDialog_bankAccount"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InternalAccountEditDialog_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "38e70f99b9e52e2044aa751d973e66b3";

export default node;
