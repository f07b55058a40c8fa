/**
 * @generated SignedSource<<63398c258c1f1ef854b1b09ce1bf6d70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderStatusCell_order$data = {
  readonly archived: boolean;
  readonly status: PaymentStatus;
  readonly viewerApprovalBlock: {
    readonly code: string;
    readonly message: string;
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderStatusCell_order";
};
export type PaymentOrderStatusCell_order$key = {
  readonly " $data"?: PaymentOrderStatusCell_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderStatusCell_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderStatusCell_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "viewerApprovalBlock",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};

(node as any).hash = "ca436d763e17380996963a64f3c98637";

export default node;
