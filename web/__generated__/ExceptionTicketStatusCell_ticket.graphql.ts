/**
 * @generated SignedSource<<95535e6d2714224285c9a84dd3c76d8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExceptionResolution = "ARCHIVED" | "MANUAL" | "RECONCILED" | "%future added value";
export type ExceptionTicketStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketStatusCell_ticket$data = {
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
    }
  ],
  "type": "ExceptionTicket",
  "abstractKey": null
};

(node as any).hash = "94b9c4d09bc3271de7d3ec8bddd5325e";

export default node;
