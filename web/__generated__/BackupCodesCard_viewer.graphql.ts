/**
 * @generated SignedSource<<462fe58e59a6ae5e978efda312a1c7d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BackupCodesCard_viewer$data = {
  readonly twoFactorMethods: ReadonlyArray<{
    readonly remainingCodes: number | null | undefined;
    readonly type: TwoFactorMethodType;
  }>;
  readonly " $fragmentType": "BackupCodesCard_viewer";
};
export type BackupCodesCard_viewer$key = {
  readonly " $data"?: BackupCodesCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BackupCodesCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BackupCodesCard_viewer",
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
          "name": "remainingCodes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "52de572c02853c38f7c5b36464458094";

export default node;
