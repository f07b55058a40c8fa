/**
 * @generated SignedSource<<354711a65e985f6407446cfa9e4ef78b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersSettingsForm_viewer$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_organization">;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "OrdersSettingsForm_viewer";
};
export type OrdersSettingsForm_viewer$key = {
  readonly " $data"?: OrdersSettingsForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersSettingsForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrdersSettingsForm_organization"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "501ccda53015a51dded3664469d5c4cf";

export default node;
