/**
 * @generated SignedSource<<5ccf653aa84bc80a712582503ea661ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type StatementSource = "API" | "CRAWLER" | "IMPORT" | "MANUAL" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementTransactionRow_statementTransaction$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly bankAccount: {
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
  } | null | undefined;
  readonly date: string;
  readonly description: string;
  readonly direction: TransactionDirection;
  readonly endingBalance: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly id: string;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly reconciliations: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly reference: string | null | undefined;
  readonly source: StatementSource;
  readonly time: string | null | undefined;
  readonly " $fragmentType": "StatementTransactionRow_statementTransaction";
};
export type StatementTransactionRow_statementTransaction$key = {
  readonly " $data"?: StatementTransactionRow_statementTransaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementTransactionRow_statementTransaction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementTransactionRow_statementTransaction",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "endingBalance",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconciliationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Reconciliation",
      "kind": "LinkedField",
      "name": "reconciliations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccount",
      "plural": false,
      "selections": [
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
          "concreteType": "Bank",
          "kind": "LinkedField",
          "name": "bank",
          "plural": false,
          "selections": [
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
  "type": "StatementTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "64fa8f24e23b9f1c56818fceed8ea826";

export default node;
