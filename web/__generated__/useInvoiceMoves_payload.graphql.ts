/**
 * @generated SignedSource<<4e78e4d2b39ac32fc849ad0b7536d359>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useInvoiceMoves_payload$data = {
  readonly salesInvoice: {
    readonly number: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceDetail_salesInvoice">;
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
  readonly " $fragmentType": "useInvoiceMoves_payload";
};
export type useInvoiceMoves_payload$key = {
  readonly " $data"?: useInvoiceMoves_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useInvoiceMoves_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useInvoiceMoves_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesInvoice",
      "kind": "LinkedField",
      "name": "salesInvoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceDetail_salesInvoice"
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
  "type": "SalesInvoicePayload",
  "abstractKey": null
};

(node as any).hash = "a90d74964657088e0c77e6886af305fe";

export default node;
