/**
 * @generated SignedSource<<1a4d06231b90109c1ff9d03a78b00baa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BankConnections_query$data = {
  readonly bankAccounts: ReadonlyArray<{
    readonly bank: {
      readonly code: string;
      readonly name: string;
    };
    readonly connectionType: AccountConnectionType;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BankConnectionRow_bankAccount">;
  }>;
  readonly " $fragmentType": "BankConnections_query";
};
export type BankConnections_query$key = {
  readonly " $data"?: BankConnections_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankConnections_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankConnections_query",
  "selections": [
    {
      "alias": null,
      "args": null,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectionType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Bank",
          "kind": "LinkedField",
          "name": "bank",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BankConnectionRow_bankAccount"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "26520f3bb9f4f91a321cb827d8118696";

export default node;
