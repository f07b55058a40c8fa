/**
 * @generated SignedSource<<d41920717584f55199d7a70ff80430d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useImportMutations_payload$data = {
  readonly import: {
    readonly " $fragmentSpreads": FragmentRefs<"ImportDialog_import">;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  }>;
  readonly " $fragmentType": "useImportMutations_payload";
};
export type useImportMutations_payload$key = {
  readonly " $data"?: useImportMutations_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useImportMutations_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useImportMutations_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Import",
      "kind": "LinkedField",
      "name": "import",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ImportDialog_import"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
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
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UserErrorValue",
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
      "storageKey": null
    }
  ],
  "type": "ImportPayload",
  "abstractKey": null
};

(node as any).hash = "67117a49ccc10099b4d553a558ba61f3";

export default node;
