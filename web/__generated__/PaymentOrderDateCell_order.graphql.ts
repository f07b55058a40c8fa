/**
 * @generated SignedSource<<1a440bf4ab3def20fc011c7f666d12c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurrenceUnit = "DAYS" | "MONTHS" | "WEEKS" | "YEARS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderDateCell_order$data = {
  readonly id: string;
  readonly paymentDate: string;
  readonly recurrence: {
    readonly every: number;
    readonly unit: RecurrenceUnit;
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderDateCell_order";
};
export type PaymentOrderDateCell_order$key = {
  readonly " $data"?: PaymentOrderDateCell_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderDateCell_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderDateCell_order",
  "selections": [
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
      "name": "paymentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentRecurrence",
      "kind": "LinkedField",
      "name": "recurrence",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "every",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};

(node as any).hash = "5f96db478456957bc8deba47817a7548";

export default node;
