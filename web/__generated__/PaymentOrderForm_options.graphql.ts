/**
 * @generated SignedSource<<b27b2dba4c0d8d5a2382e2a56a61202f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderForm_options$data = {
  readonly bankAccounts: ReadonlyArray<{
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly code: string;
      readonly name: string;
    };
    readonly connectionType: AccountConnectionType;
    readonly currency: Currency;
    readonly entity: {
      readonly id: string;
      readonly name: string;
    };
    readonly id: string;
  }>;
  readonly paymentMethods: ReadonlyArray<{
    readonly above: {
      readonly amount: string;
    } | null | undefined;
    readonly fee: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly interbank: boolean;
    readonly method: PaymentMethod;
    readonly upTo: {
      readonly amount: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "PaymentOrderForm_options";
};
export type PaymentOrderForm_options$key = {
  readonly " $data"?: PaymentOrderForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderForm_options">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderForm_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethodInfo",
      "kind": "LinkedField",
      "name": "paymentMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "fee",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "upTo",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "above",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interbank",
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
      "name": "bankAccounts",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
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
          "name": "accountNumber",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "entity",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
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
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7c2be1f9a1c8744626f24752ce81eb64";

export default node;
