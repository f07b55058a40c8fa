/**
 * @generated SignedSource<<e172de6ac08991d4320c44e7df9f5ef2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerRevisionAction = "APPROVED" | "CREATED" | "DEACTIVATED" | "DOCUMENT_ADDED" | "DOCUMENT_REMOVED" | "INVITATION_CANCELLED" | "INVITATION_RESENT" | "INVITED" | "REJECTED" | "REQUEST_SAVED" | "REQUEST_SENT" | "TERMS_CHANGED" | "UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerRevisionEntry_revision$data = {
  readonly action: CustomerRevisionAction;
  readonly actor: {
    readonly fullName: string;
  } | null | undefined;
  readonly at: string;
  readonly byCustomer: boolean;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly from: string | null | undefined;
    readonly to: string | null | undefined;
  }>;
  readonly " $fragmentType": "CustomerRevisionEntry_revision";
};
export type CustomerRevisionEntry_revision$key = {
  readonly " $data"?: CustomerRevisionEntry_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerRevisionEntry_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerRevisionEntry_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byCustomer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerFieldChange",
      "kind": "LinkedField",
      "name": "changes",
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
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CustomerRevision",
  "abstractKey": null
};

(node as any).hash = "d29b9e42e8cdb20a2fe7c40d26e96f52";

export default node;
