/**
 * @generated SignedSource<<a3e801eeb4e454bd9aa512dbadee7dc2>>
 * @relayHash 3fb7a1f204d203f0098f61c4d55f76d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3bb55c075a8b9c8092280c8b981d233fd85204d268379198f4e2024604bd02c

import { ConcreteRequest } from 'relay-runtime';
export type CounterpartyDeleteInput = {
  counterpartyId: string;
};
export type CounterpartyDeleteDialogMutation$variables = {
  input: CounterpartyDeleteInput;
};
export type CounterpartyDeleteDialogMutation$data = {
  readonly counterpartyDelete: {
    readonly deletedCounterpartyId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type CounterpartyDeleteDialogMutation = {
  response: CounterpartyDeleteDialogMutation$data;
  variables: CounterpartyDeleteDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CounterpartyDeletePayload",
    "kind": "LinkedField",
    "name": "counterpartyDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedCounterpartyId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
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
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserErrorValue",
            "kind": "LinkedField",
            "name": "values",
            "plural": true,
            "selections": [
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
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CounterpartyDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CounterpartyDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d3bb55c075a8b9c8092280c8b981d233fd85204d268379198f4e2024604bd02c",
    "metadata": {},
    "name": "CounterpartyDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3422ed229b114e412964e50a34c0aea3";

export default node;
