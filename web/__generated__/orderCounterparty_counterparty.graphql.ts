/**
 * @generated SignedSource<<b19a01c1d61a4864bc9449a26f0d2590>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CounterpartyStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type CounterpartyType = "COMPANY" | "INDIVIDUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderCounterparty_counterparty$data = {
  readonly alias: string;
  readonly bankAccounts: ReadonlyArray<{
    readonly accountName: string;
    readonly accountNumber: string;
    readonly alias: string | null | undefined;
    readonly bank: {
      readonly code: string;
      readonly name: string;
    };
    readonly id: string;
  }>;
  readonly generated: boolean;
  readonly id: string;
  readonly legalName: string;
  readonly status: CounterpartyStatus;
  readonly taxNumber: string | null | undefined;
  readonly type: CounterpartyType;
  readonly " $fragmentType": "orderCounterparty_counterparty";
};
export type orderCounterparty_counterparty$key = {
  readonly " $data"?: orderCounterparty_counterparty$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderCounterparty_counterparty">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "orderCounterparty_counterparty",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "status",
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
      "name": "taxNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generated",
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
        (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
})();

(node as any).hash = "d2a84dccc56b7eb08248267aa5203b11";

export default node;
