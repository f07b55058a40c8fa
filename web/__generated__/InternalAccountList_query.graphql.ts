/**
 * @generated SignedSource<<1e0f197cb286935dafc7cd670e56fc7d>>
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
    readonly " $fragmentSpreads": FragmentRefs<"InternalAccountEditDialog_bankAccount" | "InternalAccountRow_bankAccount">;
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

(node as any).hash = "935240a655db62e3cf8b549d0c2a7176";

export default node;
