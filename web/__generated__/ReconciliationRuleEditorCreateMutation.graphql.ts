/**
 * @generated SignedSource<<a74cc97756d0198e9e05d3e5db56ad32>>
 * @relayHash 82e8e7fc65230fc8fc6e42ba959620a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f01ab214827b3cd90703337228cf9cd8b2912f62d786fa69c7d4972823b38869

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRuleCreateInput = {
  allowTransferFees?: boolean | null | undefined;
  amountToleranceAbsolute?: string | null | undefined;
  amountToleranceRelative?: string | null | undefined;
  autoConfirmAt?: string | null | undefined;
  daysAfter?: number | null | undefined;
  daysBefore?: number | null | undefined;
  enabled?: boolean | null | undefined;
  name: string;
  proposeAt?: string | null | undefined;
  requireAmount?: boolean | null | undefined;
  requireCounterparty?: boolean | null | undefined;
  requireReference?: boolean | null | undefined;
};
export type ReconciliationRuleEditorCreateMutation$variables = {
  input: ReconciliationRuleCreateInput;
};
export type ReconciliationRuleEditorCreateMutation$data = {
  readonly reconciliationRuleCreate: {
    readonly rule: {
      readonly id: string;
      readonly name: string;
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
export type ReconciliationRuleEditorCreateMutation = {
  response: ReconciliationRuleEditorCreateMutation$data;
  variables: ReconciliationRuleEditorCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReconciliationRulePayload",
    "kind": "LinkedField",
    "name": "reconciliationRuleCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationRule",
        "kind": "LinkedField",
        "name": "rule",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
              (v1/*:: as any*/),
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
    "name": "ReconciliationRuleEditorCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationRuleEditorCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f01ab214827b3cd90703337228cf9cd8b2912f62d786fa69c7d4972823b38869",
    "metadata": {},
    "name": "ReconciliationRuleEditorCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa678cdbf92874ceb245361e13d84365";

export default node;
