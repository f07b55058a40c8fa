/**
 * @generated SignedSource<<b1ad2ff0f986f35fa100d782024e79ea>>
 * @relayHash 263e9b2809e585b309d4495e89398066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f83ad8abc752b2fef15d206b0690707bb5dd63b5f40c86e90705a8452187386d

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
    "id": "f83ad8abc752b2fef15d206b0690707bb5dd63b5f40c86e90705a8452187386d",
    "metadata": {},
    "name": "CoretaxDownloadMonthQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "87ab476c8ccb84dbcf89790ef3890c90";

export default node;
