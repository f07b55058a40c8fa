/**
 * @generated SignedSource<<7f0db0bffff75f8442cd94c585187459>>
 * @relayHash aa8688e323eae9afa7f8dfeb02e401eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29e7b5ead252caa1c4e83437616d5df924176219b270934137901df9b6c43ffd

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationChange = "MATCHED" | "PROPOSAL_REJECTED" | "PROPOSED" | "REMOVED" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type useReconciliationUpdatesSubscription$variables = Record<PropertyKey, never>;
export type useReconciliationUpdatesSubscription$data = {
  readonly reconciliationUpdated: {
    readonly change: ReconciliationChange;
    readonly expectedTransactions: ReadonlyArray<{
      readonly id: string;
      readonly reconciledAmount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly reconciliationStatus: ReconciliationStatus;
    }>;
    readonly removedReconciliationId: string | null | undefined;
    readonly statementTransactions: ReadonlyArray<{
      readonly id: string;
      readonly reconciledAmount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly reconciliationStatus: ReconciliationStatus;
    }>;
  };
};
export type useReconciliationUpdatesSubscription = {
  response: useReconciliationUpdatesSubscription$data;
  variables: useReconciliationUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "reconciliationStatus",
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
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReconciliationUpdate",
    "kind": "LinkedField",
    "name": "reconciliationUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedReconciliationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatementTransaction",
        "kind": "LinkedField",
        "name": "statementTransactions",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExpectedTransaction",
        "kind": "LinkedField",
        "name": "expectedTransactions",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReconciliationUpdatesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useReconciliationUpdatesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "29e7b5ead252caa1c4e83437616d5df924176219b270934137901df9b6c43ffd",
    "metadata": {},
    "name": "useReconciliationUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "84567bd479bc4a5f2e91f6365acd6add";

export default node;
