/**
 * @generated SignedSource<<3c59a4947a315b7343fe29f73a27a0e9>>
 * @relayHash 09e6b26043c337d10f49b6f78db8df82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cbe69c5f8da2cc28378cf072b351c2f25d85e020016025e1482f633047b7581

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type ReconciliationFeeBooking = "BANK_FEE" | "EXPENSE" | "%future added value";
export type ReconciliationSettingsUpdateInput = {
  feeBooking: ReconciliationFeeBooking;
  feeCategory?: CashCategory | null | undefined;
};
export type ReconciliationFeeBookingCardMutation$variables = {
  input: ReconciliationSettingsUpdateInput;
};
export type ReconciliationFeeBookingCardMutation$data = {
  readonly reconciliationSettingsUpdate: {
    readonly settings: {
      readonly feeBooking: ReconciliationFeeBooking;
      readonly feeCategory: CashCategory | null | undefined;
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
export type ReconciliationFeeBookingCardMutation = {
  response: ReconciliationFeeBookingCardMutation$data;
  variables: ReconciliationFeeBookingCardMutation$variables;
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
    "concreteType": "ReconciliationSettingsPayload",
    "kind": "LinkedField",
    "name": "reconciliationSettingsUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationSettings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feeBooking",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feeCategory",
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
    "name": "ReconciliationFeeBookingCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationFeeBookingCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5cbe69c5f8da2cc28378cf072b351c2f25d85e020016025e1482f633047b7581",
    "metadata": {},
    "name": "ReconciliationFeeBookingCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c3c09056c713be3599ba124692ae7de";

export default node;
