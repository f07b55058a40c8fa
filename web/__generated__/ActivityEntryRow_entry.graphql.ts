/**
 * @generated SignedSource<<5cd4ce47d67ba55b2e3f8081ea0fd62a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityAction = "APPROVED" | "CANCELLED" | "CREATED" | "DELETED" | "FAILED" | "RECONCILED" | "REJECTED" | "REMOVE_RECONCILIATION" | "UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivityEntryRow_entry$data = {
  readonly action: ActivityAction;
  readonly actor: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
    readonly field: string;
  }>;
  readonly entity: string;
  readonly occurredAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityDescriptionText_entry">;
  readonly " $fragmentType": "ActivityEntryRow_entry";
};
export type ActivityEntryRow_entry$key = {
  readonly " $data"?: ActivityEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityEntryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurredAt",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "entity",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActivityDescriptionText_entry"
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldChange",
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
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ActivityEntry",
  "abstractKey": null
};

(node as any).hash = "5ace45dcfcbc486875796a4f7beca67d";

export default node;
