/**
 * @generated SignedSource<<c05169b22047817cc6786748376fdfe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type viewerPermissionsQuery$variables = Record<PropertyKey, never>;
export type viewerPermissionsQuery$data = {
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type viewerPermissionsQuery = {
  response: viewerPermissionsQuery$data;
  variables: viewerPermissionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "permissions",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerPermissionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerPermissionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8e16c8a81d596fc4f7f81bf8987270cb",
    "id": null,
    "metadata": {},
    "name": "viewerPermissionsQuery",
    "operationKind": "query",
    "text": "query viewerPermissionsQuery {\n  viewer {\n    permissions\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc5971103a1846f455db87517c42b293";

export default node;
