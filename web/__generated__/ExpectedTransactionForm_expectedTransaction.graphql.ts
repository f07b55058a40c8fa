/**
 * @generated SignedSource<<f4a138cc83102dcd7ed1295db0c2cdf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionForm_expectedTransaction$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly bankAccount: {
    readonly id: string;
  } | null | undefined;
  readonly counterparty: {
    readonly alias: string;
    readonly id: string;
    readonly legalName: string;
  } | null | undefined;
  readonly date: string;
  readonly description: string;
  readonly direction: TransactionDirection;
  readonly externalId: string | null | undefined;
  readonly id: string;
  readonly internalDescription: string | null | undefined;
  readonly reconciliationData: ReadonlyArray<{
    readonly key: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ExpectedTransactionForm_expectedTransaction";
};
export type ExpectedTransactionForm_expectedTransaction$key = {
  readonly " $data"?: ExpectedTransactionForm_expectedTransaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionForm_expectedTransaction">;
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
  "name": "ExpectedTransactionForm_expectedTransaction",
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
      "name": "direction",
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
      "name": "externalId",
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
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationDataEntry",
      "kind": "LinkedField",
      "name": "reconciliationData",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExpectedTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "6fc9ca9dc0cc043e32483eacef5bd9ed";

export default node;
