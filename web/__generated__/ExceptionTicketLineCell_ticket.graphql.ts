/**
 * @generated SignedSource<<0be8f6b35a014c153cb868bc0f6b7bdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExceptionTicketStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketLineCell_ticket$data = {
  readonly line: {
    readonly date: string;
    readonly description: string;
    readonly reconciliationStatus: ReconciliationStatus;
  } | null | undefined;
  readonly statementTransaction: {
    readonly id: string;
  } | null | undefined;
  readonly status: ExceptionTicketStatus;
  readonly " $fragmentType": "ExceptionTicketLineCell_ticket";
};
export type ExceptionTicketLineCell_ticket$key = {
  readonly " $data"?: ExceptionTicketLineCell_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketLineCell_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionTicketLineCell_ticket",
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
      "concreteType": "ExceptionTicketLine",
      "kind": "LinkedField",
      "name": "line",
      "plural": false,
      "selections": [
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reconciliationStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementTransaction",
      "kind": "LinkedField",
      "name": "statementTransaction",
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

(node as any).hash = "3c4d03fd6464f910aaef545422084c6b";

export default node;
