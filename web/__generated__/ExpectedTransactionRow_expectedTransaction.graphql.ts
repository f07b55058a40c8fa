/**
 * @generated SignedSource<<ec98ca70c533b30bdf8c402fde920dcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionRow_expectedTransaction$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly counterparty: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly date: string;
  readonly deletable: boolean;
  readonly description: string;
  readonly direction: TransactionDirection;
  readonly editable: boolean;
  readonly externalId: string | null | undefined;
  readonly id: string;
  readonly internalDescription: string | null | undefined;
  readonly payingOrder: {
    readonly id: string;
  } | null | undefined;
  readonly reconciliationStatus: ReconciliationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionStatusCell_expectedTransaction">;
  readonly " $fragmentType": "ExpectedTransactionRow_expectedTransaction";
};
export type ExpectedTransactionRow_expectedTransaction$key = {
  readonly " $data"?: ExpectedTransactionRow_expectedTransaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionRow_expectedTransaction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpectedTransactionRow_expectedTransaction",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalDescription",
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
      "kind": "ScalarField",
      "name": "externalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
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
          "kind": "ScalarField",
          "name": "legalName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "payingOrder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExpectedTransactionStatusCell_expectedTransaction"
    }
  ],
  "type": "ExpectedTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "74812101c061b4f83eaef5f6fa7ecfd5";

export default node;
