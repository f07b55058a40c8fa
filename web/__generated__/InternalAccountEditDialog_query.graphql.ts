/**
 * @generated SignedSource<<dd0b75c77d3c8bd8cdf20e97aecd6a10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InternalAccountEditDialog_query$data = {
  readonly entities: ReadonlyArray<{
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentType": "InternalAccountEditDialog_query";
};
export type InternalAccountEditDialog_query$key = {
  readonly " $data"?: InternalAccountEditDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountEditDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InternalAccountEditDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entities",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDefault",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2e38db8be4ba5a5d12ed836b30432296";

export default node;
