/**
 * @generated SignedSource<<481d3f74c5d2c4fa6a847e75525b8684>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderParties_order$data = {
  readonly beneficiary: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bankName: string;
  };
  readonly counterparty?: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly destinationAccount?: {
    readonly alias: string;
  } | null | undefined;
  readonly sourceAccount: {
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderParties_order";
};
export type PaymentOrderParties_order$key = {
  readonly " $data"?: PaymentOrderParties_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderParties_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
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
  "name": "PaymentOrderParties_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentBeneficiary",
      "kind": "LinkedField",
      "name": "beneficiary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
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
      "name": "sourceAccount",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
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
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Counterparty",
          "kind": "LinkedField",
          "name": "counterparty",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "legalName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "Payment",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BankAccount",
          "kind": "LinkedField",
          "name": "destinationAccount",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "Transfer",
      "abstractKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "8859ff2372c5b9bf074628f1e8c060a0";

export default node;
