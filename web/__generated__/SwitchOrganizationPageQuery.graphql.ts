/**
 * @generated SignedSource<<5f56799f046cccbc6abcdf5fa8c20cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SwitchOrganizationPageQuery$variables = Record<PropertyKey, never>;
export type SwitchOrganizationPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitchList_viewer">;
  } | null | undefined;
};
export type SwitchOrganizationPageQuery = {
  response: SwitchOrganizationPageQuery$data;
  variables: SwitchOrganizationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SwitchOrganizationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrganizationSwitchList_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SwitchOrganizationPageQuery",
    "selections": [
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organizations",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "username",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b75beee5ed759ec9cea6eebf54c8dcd3",
    "id": null,
    "metadata": {},
    "name": "SwitchOrganizationPageQuery",
    "operationKind": "query",
    "text": "query SwitchOrganizationPageQuery {\n  viewer {\n    ...OrganizationSwitchList_viewer\n  }\n}\n\nfragment OrganizationSwitchList_viewer on Viewer {\n  organization {\n    id\n  }\n  organizations {\n    id\n    name\n    username\n  }\n}\n"
  }
};
})();

(node as any).hash = "41187ed9e5f42e06db52929c902eec33";

export default node;
