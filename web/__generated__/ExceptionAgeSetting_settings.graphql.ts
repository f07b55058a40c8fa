/**
 * @generated SignedSource<<8d1173b84079f8b63325e87452b355d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExceptionAgeSetting_settings$data = {
  readonly unmatchedAfterDays: number;
  readonly " $fragmentType": "ExceptionAgeSetting_settings";
};
export type ExceptionAgeSetting_settings$key = {
  readonly " $data"?: ExceptionAgeSetting_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionAgeSetting_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionAgeSetting_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unmatchedAfterDays",
      "storageKey": null
    }
  ],
  "type": "ExceptionSettings",
  "abstractKey": null
};

(node as any).hash = "643085aeddd34cf6ca9420d0e53648ea";

export default node;
