/**
 * @generated SignedSource<<f287588081679255d30347e7f8de643f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentGateway = "MIDTRANS" | "XENDIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketCheckoutCell_ticket$data = {
  readonly checkout: {
    readonly gateway: PaymentGateway;
    readonly invoiceId: string;
    readonly invoiceNumber: string;
    readonly notifiedAt: string;
  } | null | undefined;
  readonly " $fragmentType": "ExceptionTicketCheckoutCell_ticket";
};
export type ExceptionTicketCheckoutCell_ticket$key = {
  readonly " $data"?: ExceptionTicketCheckoutCell_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketCheckoutCell_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionTicketCheckoutCell_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExceptionTicketCheckout",
      "kind": "LinkedField",
      "name": "checkout",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gateway",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifiedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};

(node as any).hash = "7d1d9fce6f2b1b20ce102204788ee303";

export default node;
