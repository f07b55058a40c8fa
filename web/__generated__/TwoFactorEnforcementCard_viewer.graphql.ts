/**
 * @generated SignedSource<<9e234aedba072363258df1bad711da07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorEnforcementCard_viewer$data = {
  readonly organization: {
    readonly id: string;
    readonly twoFactorRequired: boolean;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly usedTwoFactor: boolean;
  readonly " $fragmentType": "TwoFactorEnforcementCard_viewer";
};
export type TwoFactorEnforcementCard_viewer$key = {
  readonly " $data"?: TwoFactorEnforcementCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorEnforcementCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorEnforcementCard_viewer",
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
      "kind": "ScalarField",
      "name": "usedTwoFactor",
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
          "name": "twoFactorRequired",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "61d07ab12c218d0018ef71da80a62f8b";

export default node;
