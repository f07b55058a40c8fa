/**
 * @generated SignedSource<<e223b7202e34734f2595bce48aacb04a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerType = "COMPANY" | "INDIVIDUAL" | "INDIVIDUAL_B2B" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomerRevisions_customer$data = {
  readonly address: {
    readonly district: {
      readonly code: string;
      readonly name: string;
    };
    readonly province: {
      readonly code: string;
      readonly name: string;
    };
    readonly regency: {
      readonly code: string;
      readonly name: string;
    };
    readonly village: {
      readonly code: string;
      readonly name: string;
    };
  } | null | undefined;
  readonly billingAddress: {
    readonly district: {
      readonly code: string;
      readonly name: string;
    };
    readonly province: {
      readonly code: string;
      readonly name: string;
    };
    readonly regency: {
      readonly code: string;
      readonly name: string;
    };
    readonly village: {
      readonly code: string;
      readonly name: string;
    };
  } | null | undefined;
  readonly id: string;
  readonly revisions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CustomerRevisionEntry_revision">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly type: CustomerType;
  readonly " $fragmentType": "CustomerRevisions_customer";
};
export type CustomerRevisions_customer$key = {
  readonly " $data"?: CustomerRevisions_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerRevisions_customer">;
};

import CustomerRevisionsPaginationQuery_graphql from './CustomerRevisionsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "revisions"
],
v1 = [
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
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "province",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "regency",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "district",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "village",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CustomerRevisionsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CustomerRevisions_customer",
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
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "billingAddress",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "revisions",
      "args": null,
      "concreteType": "CustomerRevisionConnection",
      "kind": "LinkedField",
      "name": "__CustomerRevisions_revisions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerRevisionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CustomerRevision",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v3/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CustomerRevisionEntry_revision"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "type": "Customer",
  "abstractKey": null
};
})();

(node as any).hash = "031fc1d931d165d96d893dde58e64e39";

export default node;
