/**
 * @generated SignedSource<<7531891d35e4d74185f2f1e157460834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f2537dabd5f1700d8772a2150bb0ee28",
    "id": null,
    "metadata": {},
    "name": "CounterpartyCreatePageQuery",
    "operationKind": "query",
    "text": "query CounterpartyCreatePageQuery {\n  ...CounterpartyCreateForm_query\n}\n\nfragment CounterpartyCreateForm_query on Query {\n  banks {\n    code\n    name\n  }\n}\n"
  }
};

(node as any).hash = "b230e043cf873999990eb57364783380";

export default node;
