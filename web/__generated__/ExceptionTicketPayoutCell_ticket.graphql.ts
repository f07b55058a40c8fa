/**
 * @generated SignedSource<<8bb407bb692e47c731b7068a3eaf8fcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketPayoutCell_ticket$data = {
  readonly paymentSettlement: {
    readonly id: string;
  } | null | undefined;
  readonly payout: {
    readonly date: string;
    readonly providerName: string;
    readonly reference: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ExceptionTicketPayoutCell_ticket";
};
export type ExceptionTicketPayoutCell_ticket$key = {
  readonly " $data"?: ExceptionTicketPayoutCell_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketPayoutCell_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionTicketPayoutCell_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExceptionTicketPayout",
      "kind": "LinkedField",
      "name": "payout",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "providerName",
          "storageKey": null
        },
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
          "name": "reference",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSettlement",
      "kind": "LinkedField",
      "name": "paymentSettlement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};

(node as any).hash = "dedca84380bc5f270916bd29d712d9a6";

export default node;
