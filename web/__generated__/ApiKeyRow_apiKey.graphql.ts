/**
 * @generated SignedSource<<c52a20ad50080a03f667e8d4ed904420>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyRow_apiKey$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly expiresAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: string | null | undefined;
  readonly role: {
    readonly builtIn: boolean;
    readonly name: string;
  } | null | undefined;
  readonly useCount: number;
  readonly " $fragmentType": "ApiKeyRow_apiKey";
};
export type ApiKeyRow_apiKey$key = {
  readonly " $data"?: ApiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyRow_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "role",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "builtIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "useCount",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};
})();

(node as any).hash = "804deb8281314c6b275c2e1e8e0eb290";

export default node;
