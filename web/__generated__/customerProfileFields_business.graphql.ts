/**
 * @generated SignedSource<<5560a00d695d0f43ee75179f3a953bac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_business$data = {
  readonly alias: string | null | undefined;
  readonly employeeCount: number | null | undefined;
  readonly industry: string | null | undefined;
  readonly nib: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "customerProfileFields_business";
};
export type customerProfileFields_business$key = {
  readonly " $data"?: customerProfileFields_business$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_business">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_business",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alias",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nib",
      "storageKey": null
    }
  ],
  "type": "CustomerBusiness",
  "abstractKey": null
};

(node as any).hash = "706bdafa244ccd591c53eb6800b5324b";

export default node;
