/**
 * @generated SignedSource<<486e7416650859266eeb954b04bfe240>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentActivities_entries$data = ReadonlyArray<{
  readonly actor: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly id: string;
  readonly occurredAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityDescriptionText_entry">;
  readonly " $fragmentType": "DocumentActivities_entries";
}>;
export type DocumentActivities_entries$key = ReadonlyArray<{
  readonly " $data"?: DocumentActivities_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActivities_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DocumentActivities_entries",
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
      "name": "occurredAt",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActivityDescriptionText_entry"
    }
  ],
  "type": "ActivityEntry",
  "abstractKey": null
};

(node as any).hash = "ec40c816541b13a962f0f44e7198148e";

export default node;
