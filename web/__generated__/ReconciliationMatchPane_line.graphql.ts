/**
 * @generated SignedSource<<f3e606368c408ac83b4f1a1f4673312f>>
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
export type ReconciliationMatchPane_line$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly direction: TransactionDirection;
  readonly id: string;
  readonly reconciledAmount: {
    readonly amount: string;
  };
  readonly reconciliationStatus: ReconciliationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineSummary_line">;
  readonly " $fragmentType": "ReconciliationMatchPane_line";
};
export type ReconciliationMatchPane_line$key = {
  readonly " $data"?: ReconciliationMatchPane_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchPane_line">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconciliationMatchPane_line",
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
      "name": "ReconciliationLineSummary_line"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "reconciledAmount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
      "name": "direction",
      "storageKey": null
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "39b08b913953635fa92b88f89166e370";

export default node;
