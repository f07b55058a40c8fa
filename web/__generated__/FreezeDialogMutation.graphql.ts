/**
 * @generated SignedSource<<e6a9d3fbf8d12a207128cc8b93e56475>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashForecastSnapshotCreateInput = {
  currency: Currency;
  granularity: CashForecastGranularity;
  name: string;
  scenarioId?: string | null | undefined;
};
export type FreezeDialogMutation$variables = {
  input: CashForecastSnapshotCreateInput;
};
export type FreezeDialogMutation$data = {
  readonly cashForecastSnapshotCreate: {
    readonly snapshot: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type FreezeDialogMutation = {
  response: FreezeDialogMutation$data;
  variables: FreezeDialogMutation$variables;
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
    "concreteType": "CashForecastSnapshotPayload",
    "kind": "LinkedField",
    "name": "cashForecastSnapshotCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashForecastSnapshot",
        "kind": "LinkedField",
        "name": "snapshot",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "FreezeDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FreezeDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac733025315cd63676787de2d226fc0f",
    "id": null,
    "metadata": {},
    "name": "FreezeDialogMutation",
    "operationKind": "mutation",
    "text": "mutation FreezeDialogMutation(\n  $input: CashForecastSnapshotCreateInput!\n) {\n  cashForecastSnapshotCreate(input: $input) {\n    snapshot {\n      id\n      name\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc2abd077728e00cb9c947c7a4c9a340";

export default node;
