/**
 * @generated SignedSource<<e57692740a527f141946409b504b86f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiCostSettingsCard_viewer$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"ApiCostSettingsCard_organization">;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "ApiCostSettingsCard_viewer";
};
export type ApiCostSettingsCard_viewer$key = {
  readonly " $data"?: ApiCostSettingsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiCostSettingsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiCostSettingsCard_viewer",
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
          "name": "ApiCostSettingsCard_organization"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "092be13eef0a6cc580a92d81a2a6ea45";

export default node;
