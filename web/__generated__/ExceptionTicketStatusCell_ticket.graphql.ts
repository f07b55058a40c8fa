/**
 * @generated SignedSource<<34db78477bdc4c99881e9286fe8d7943>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExceptionResolution = "ARCHIVED" | "MANUAL" | "RECONCILED" | "UNMATCHED" | "%future added value";
export type ExceptionTicketStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketStatusCell_ticket$data = {
  readonly payout: {
    readonly __typename: "ExceptionTicketPayout";
  } | null | undefined;
  readonly resolution: ExceptionResolution | null | undefined;
  readonly resolutionNote: string | null | undefined;
  readonly status: ExceptionTicketStatus;
  readonly " $fragmentType": "ExceptionTicketStatusCell_ticket";
};
export type ExceptionTicketStatusCell_ticket$key = {
  readonly " $data"?: ExceptionTicketStatusCell_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketStatusCell_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionTicketStatusCell_ticket",
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
      "name": "resolution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolutionNote",
      "storageKey": null
    },
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};

(node as any).hash = "32873e2df0e35cab08ef111fcfe8c612";

export default node;
