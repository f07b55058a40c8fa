/**
 * @generated SignedSource<<2ef35315b84f8be6d708f92c26ebb54a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LineIssues_issue$data = {
  readonly code: string;
  readonly field: string | null | undefined;
  readonly line: number;
  readonly message: string;
  readonly value: string | null | undefined;
  readonly " $fragmentType": "LineIssues_issue";
};
export type LineIssues_issue$key = {
  readonly " $data"?: LineIssues_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"LineIssues_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LineIssues_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "line",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    }
  ],
  "type": "FxRateImportIssue",
  "abstractKey": null
};

(node as any).hash = "e40087760eafb8a75d2dac4226b72076";

export default node;
