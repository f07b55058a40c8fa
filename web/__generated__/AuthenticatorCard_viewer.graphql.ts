/**
 * @generated SignedSource<<37c0509a571c31a260d3b4f710a403d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AuthenticatorCard_viewer$data = {
  readonly twoFactorMethods: ReadonlyArray<{
    readonly createdAt: string;
    readonly type: TwoFactorMethodType;
  }>;
  readonly " $fragmentType": "AuthenticatorCard_viewer";
};
export type AuthenticatorCard_viewer$key = {
  readonly " $data"?: AuthenticatorCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthenticatorCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthenticatorCard_viewer",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "64074951da35203b0f85838cc3954fc9";

export default node;
