/**
 * @generated SignedSource<<558b55a8e0d2ff66632cfdcaa1ff50ea>>
 * @relayHash f2537dabd5f1700d8772a2150bb0ee28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0795c720b3b0624e669ea698a575a24c4657834b3e214676a4fed0e188d40a6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyCreatePageQuery$variables = Record<PropertyKey, never>;
export type CounterpartyCreatePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyCreateForm_query">;
};
export type CounterpartyCreatePageQuery = {
  response: CounterpartyCreatePageQuery$data;
  variables: CounterpartyCreatePageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CounterpartyCreatePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CounterpartyCreateForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CounterpartyCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Bank",
        "kind": "LinkedField",
        "name": "banks",
        "plural": true,
        "selections": [
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c0795c720b3b0624e669ea698a575a24c4657834b3e214676a4fed0e188d40a6",
    "metadata": {},
    "name": "CounterpartyCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b230e043cf873999990eb57364783380";

export default node;
