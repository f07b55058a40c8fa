/**
 * @generated SignedSource<<3b83877034c2e5bc713099f160cf05de>>
 * @relayHash 7cfb1460ef58602c1557fb061323f0de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4991c2298079932c519137b8ec5587943a5fd6bb4c4a6d54fe46b8c9e53c619b

import { ConcreteRequest } from 'relay-runtime';
export type DocumentConversationMembersQuery$variables = Record<PropertyKey, never>;
export type DocumentConversationMembersQuery$data = {
  readonly members: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly user: {
          readonly email: string;
          readonly fullName: string;
          readonly id: string;
        } | null | undefined;
      };
    }>;
  };
};
export type DocumentConversationMembersQuery = {
  response: DocumentConversationMembersQuery$data;
  variables: DocumentConversationMembersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "status",
    "value": "ACTIVE"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentConversationMembersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "MemberConnection",
        "kind": "LinkedField",
        "name": "members",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MemberEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Member",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "members(first:100,status:\"ACTIVE\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DocumentConversationMembersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "MemberConnection",
        "kind": "LinkedField",
        "name": "members",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MemberEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Member",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "members(first:100,status:\"ACTIVE\")"
      }
    ]
  },
  "params": {
    "id": "4991c2298079932c519137b8ec5587943a5fd6bb4c4a6d54fe46b8c9e53c619b",
    "metadata": {},
    "name": "DocumentConversationMembersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b11c35e9ab00a3f51e5f6222ddf4529e";

export default node;
