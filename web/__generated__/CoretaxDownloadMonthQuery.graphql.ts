/**
 * @generated SignedSource<<169c64e9d3ccc90817a0f4e8f4ff1b7b>>
 * @relayHash bc54a9413feb05941cd32d93d50f077f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ae1353cf5a40f1bcbb23d1bd84165df99fa2899924a02c2126ff2eb02f65dcd

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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1ae1353cf5a40f1bcbb23d1bd84165df99fa2899924a02c2126ff2eb02f65dcd",
    "metadata": {},
    "name": "CoretaxDownloadMonthQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6089806e436a7b82554a70463baf8d2e";

export default node;
