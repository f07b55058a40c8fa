/**
 * @generated SignedSource<<0b1be8964c8f685b8797c8fb4e892944>>
 * @relayHash 83d929dc82ea2d7199a1a917b3c26dce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef6b82dfe4fc15f73b919c579ffdfd858708ca99b2e3a8453dd37beccb708d64

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoretaxDownloadMonthQuery$variables = {
  month?: string | null | undefined;
};
export type CoretaxDownloadMonthQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CoretaxDownload_query">;
};
export type CoretaxDownloadMonthQuery = {
  response: CoretaxDownloadMonthQuery$data;
  variables: CoretaxDownloadMonthQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "month",
    "variableName": "month"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CoretaxDownloadMonthQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CoretaxDownload_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CoretaxDownloadMonthQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CoretaxMonth",
        "kind": "LinkedField",
        "name": "coretaxMonth",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latestMonth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CoretaxInvoiceLeftOut",
            "kind": "LinkedField",
            "name": "withoutFaktur",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "ef6b82dfe4fc15f73b919c579ffdfd858708ca99b2e3a8453dd37beccb708d64",
    "metadata": {},
    "name": "CoretaxDownloadMonthQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "682a416c2209d7c504ec1f94d4582324";

export default node;
