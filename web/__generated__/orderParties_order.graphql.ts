/**
 * @generated SignedSource<<cdede6693e980333f64279adc12d665d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderParties_order$data = {
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
  readonly " $fragmentType": "orderParties_order";
};
export type orderParties_order$key = {
  readonly " $data"?: orderParties_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderParties_order">;
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
  "name": "orderParties_order",
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

(node as any).hash = "d8f3affd4b3c1ed2c52602b9fc0c791f";

export default node;
