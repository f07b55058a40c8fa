/**
 * @generated SignedSource<<7166dc02831009a05adddfa8aeb49302>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyCreateForm_query$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "CounterpartyCreateForm_query";
};
export type CounterpartyCreateForm_query$key = {
  readonly " $data"?: CounterpartyCreateForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyCreateForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CounterpartyCreateForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bank",
      "kind": "LinkedField",
      "name": "banks",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4329679769eab2408c9cb1f41e9ec6f1";

export default node;
