/**
 * @generated SignedSource<<174a78eccf937b735251ea5d6a248e8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePurchaseOrderMoves_payload$data = {
  readonly purchaseOrder: {
    readonly " $fragmentSpreads": FragmentRefs<"usePurchaseOrderMoves_purchaseOrder">;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  }>;
  readonly " $fragmentType": "usePurchaseOrderMoves_payload";
};
export type usePurchaseOrderMoves_payload$key = {
  readonly " $data"?: usePurchaseOrderMoves_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePurchaseOrderMoves_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePurchaseOrderMoves_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PurchaseOrder",
      "kind": "LinkedField",
      "name": "purchaseOrder",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "usePurchaseOrderMoves_purchaseOrder"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
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
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UserErrorValue",
          "kind": "LinkedField",
          "name": "values",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
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
      "storageKey": null
    }
  ],
  "type": "PurchaseOrderPayload",
  "abstractKey": null
};

(node as any).hash = "fe03134478386f57756dd9e6f7120f2e";

export default node;
