/**
 * @generated SignedSource<<6c57aca7954a48f1398595f5b1d88549>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type DepositStatus = "ACTIVE" | "CLOSED" | "MATURED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositStatusCell_deposit$data = {
  readonly autoRenewal: boolean;
  readonly closure: {
    readonly closedOn: string;
    readonly reason: string;
  } | null | undefined;
  readonly interestAtMaturity: {
    readonly net: {
      readonly amount: string;
      readonly currency: Currency;
    };
  };
  readonly maturityDate: string;
  readonly status: DepositStatus;
  readonly " $fragmentType": "DepositStatusCell_deposit";
};
export type DepositStatusCell_deposit$key = {
  readonly " $data"?: DepositStatusCell_deposit$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositStatusCell_deposit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositStatusCell_deposit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoRenewal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maturityDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositInterest",
      "kind": "LinkedField",
      "name": "interestAtMaturity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "net",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositClosure",
      "kind": "LinkedField",
      "name": "closure",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closedOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Deposit",
  "abstractKey": null
};

(node as any).hash = "da2f6066e39e6d9b8bceb841823d405f";

export default node;
