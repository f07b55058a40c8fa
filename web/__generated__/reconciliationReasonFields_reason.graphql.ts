/**
 * @generated SignedSource<<9cc93f384be850846fe71815e0406059>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type reconciliationReasonFields_reason$data = {
  readonly code: string;
  readonly text: string;
  readonly values: ReadonlyArray<{
    readonly name: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "reconciliationReasonFields_reason";
};
export type reconciliationReasonFields_reason$key = {
  readonly " $data"?: reconciliationReasonFields_reason$data;
  readonly " $fragmentSpreads": FragmentRefs<"reconciliationReasonFields_reason">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "reconciliationReasonFields_reason",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationReasonValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconciliationReason",
  "abstractKey": null
};

(node as any).hash = "a61281a90873ae4830c1d1ee0f125735";

export default node;
