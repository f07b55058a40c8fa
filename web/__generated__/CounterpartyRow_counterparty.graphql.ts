/**
 * @generated SignedSource<<e9ce1362a50a609d223f8722a29153c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CounterpartyRow_counterparty$data = {
  readonly alias: string;
  readonly bankAccounts: ReadonlyArray<{
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bank: {
      readonly code: string;
      readonly name: string;
    };
    readonly id: string;
  }>;
  readonly createdAt: string;
  readonly email: string | null | undefined;
  readonly legalName: string;
  readonly type: CounterpartyType;
  readonly " $fragmentType": "CounterpartyRow_counterparty";
};
export type CounterpartyRow_counterparty$key = {
  readonly " $data"?: CounterpartyRow_counterparty$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyRow_counterparty">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CounterpartyRow_counterparty",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alias",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CounterpartyBankAccount",
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
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Counterparty",
  "abstractKey": null
};

(node as any).hash = "bfe3578f608ba1be0b8db6b271f8dff2";

export default node;
