/**
 * @generated SignedSource<<84238e35eb522f316b8d1d1c10ab1445>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type userErrorFields_userError$data = {
  readonly code: string;
  readonly field: string | null | undefined;
  readonly message: string;
  readonly values: ReadonlyArray<{
    readonly name: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "userErrorFields_userError";
};
export type userErrorFields_userError$key = {
  readonly " $data"?: userErrorFields_userError$data;
  readonly " $fragmentSpreads": FragmentRefs<"userErrorFields_userError">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "userErrorFields_userError",
  "selections": [
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
      "concreteType": "UserErrorValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
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
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserError",
  "abstractKey": null
};

(node as any).hash = "a604a8931a073f913499033845a9bd36";

export default node;
