/**
 * @generated SignedSource<<6c56593d812fb7aaa5a247c8e82f421d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyProfileForm_viewer$data = {
  readonly organization: {
    readonly " $fragmentSpreads": FragmentRefs<"CompanyProfileForm_organization">;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "CompanyProfileForm_viewer";
};
export type CompanyProfileForm_viewer$key = {
  readonly " $data"?: CompanyProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyProfileForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyProfileForm_viewer",
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
          "name": "CompanyProfileForm_organization"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4e77d96ab4cc6578a188565fa5151d45";

export default node;
