/**
 * @generated SignedSource<<93733d7d88f84731d3207ed9d8267e11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderPageViewer_viewer$data = {
  readonly organization: {
    readonly timeZone: string;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly twoFactorMethods: ReadonlyArray<{
    readonly type: TwoFactorMethodType;
  }>;
  readonly " $fragmentType": "orderPageViewer_viewer";
};
export type orderPageViewer_viewer$key = {
  readonly " $data"?: orderPageViewer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderPageViewer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "orderPageViewer_viewer",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TwoFactorMethod",
      "kind": "LinkedField",
      "name": "twoFactorMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7c9406c2920b7d53b098a1d5f1584cac";

export default node;
