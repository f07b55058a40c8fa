/**
 * @generated SignedSource<<741dfad62c1c48fb375a894ca88e79f2>>
 * @relayHash b2f0e3d1ad0af5ecfa062a3fea6f898d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa4e5a1cd66a987f2fecd51f3a1638ef571e3ce7f765eb850de520242fbffa48

import { ConcreteRequest } from 'relay-runtime';
export type ExceptionSettingsUpdateInput = {
  unmatchedAfterDays: number;
};
export type ExceptionAgeDialogMutation$variables = {
  input: ExceptionSettingsUpdateInput;
};
export type ExceptionAgeDialogMutation$data = {
  readonly exceptionSettingsUpdate: {
    readonly exceptionSettings: {
      readonly unmatchedAfterDays: number;
    } | null | undefined;
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
export type ExceptionAgeDialogMutation = {
  response: ExceptionAgeDialogMutation$data;
  variables: ExceptionAgeDialogMutation$variables;
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
    "concreteType": "ExceptionSettingsPayload",
    "kind": "LinkedField",
    "name": "exceptionSettingsUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ExceptionSettings",
        "kind": "LinkedField",
        "name": "exceptionSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unmatchedAfterDays",
            "storageKey": null
          }
        ],
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
    "name": "ExceptionAgeDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExceptionAgeDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa4e5a1cd66a987f2fecd51f3a1638ef571e3ce7f765eb850de520242fbffa48",
    "metadata": {},
    "name": "ExceptionAgeDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f8320fa3ce968463e842f598d7c34a80";

export default node;
