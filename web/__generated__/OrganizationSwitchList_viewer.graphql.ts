/**
 * @generated SignedSource<<c18ac76448dba5a713008809d7b857ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationSwitchList_viewer$data = {
  readonly organization: {
    readonly id: string;
  };
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "OrganizationSwitchList_viewer";
};
export type OrganizationSwitchList_viewer$key = {
  readonly " $data"?: OrganizationSwitchList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitchList_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSwitchList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organizations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "d321bfaf2fa1e49fc1aa5cac93c5c4f5";

export default node;
