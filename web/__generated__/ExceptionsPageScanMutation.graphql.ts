/**
 * @generated SignedSource<<d0d0c7e205109626bc9edf0d265fab19>>
 * @relayHash 529b206995048b37e7bc5b1149aeefb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f61995484ceb255d2f556615d6231b282c04b2628e5d3326bd7b589bccfe9af

import { ConcreteRequest } from 'relay-runtime';
export type ExceptionsPageScanMutation$variables = Record<PropertyKey, never>;
export type ExceptionsPageScanMutation$data = {
  readonly exceptionsScan: {
    readonly opened: number | null | undefined;
    readonly resolved: number | null | undefined;
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
export type ExceptionsPageScanMutation = {
  response: ExceptionsPageScanMutation$data;
  variables: ExceptionsPageScanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ExceptionsScanPayload",
    "kind": "LinkedField",
    "name": "exceptionsScan",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "opened",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resolved",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExceptionsPageScanMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExceptionsPageScanMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4f61995484ceb255d2f556615d6231b282c04b2628e5d3326bd7b589bccfe9af",
    "metadata": {},
    "name": "ExceptionsPageScanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4050f1bf4cf0ea056b27234c025080e8";

export default node;
