/**
 * @generated SignedSource<<c6002ffd6cdbc12065ad81d15d727466>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSettingsUpdateInput = {
  balanceShortfallRefused?: boolean | null | undefined;
  code?: string | null | undefined;
  paymentsActive?: boolean | null | undefined;
  selfApprovalAllowed?: boolean | null | undefined;
  transfersActive?: boolean | null | undefined;
  twoFactorRequired?: boolean | null | undefined;
};
export type PaymentControlsCardMutation$variables = {
  input: OrganizationSettingsUpdateInput;
};
export type PaymentControlsCardMutation$data = {
  readonly organizationSettingsUpdate: {
    readonly organization: {
      readonly balanceShortfallRefused: boolean;
      readonly id: string;
      readonly paymentsActive: boolean;
      readonly selfApprovalAllowed: boolean;
      readonly transfersActive: boolean;
      readonly twoFactorRequired: boolean;
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
export type PaymentControlsCardMutation = {
  response: PaymentControlsCardMutation$data;
  variables: PaymentControlsCardMutation$variables;
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
    "concreteType": "OrganizationSettingsUpdatePayload",
    "kind": "LinkedField",
    "name": "organizationSettingsUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
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
            "name": "twoFactorRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selfApprovalAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transfersActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentsActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balanceShortfallRefused",
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
    "name": "PaymentControlsCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentControlsCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b9ddb076695917346d46b15b354c2903",
    "id": null,
    "metadata": {},
    "name": "PaymentControlsCardMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentControlsCardMutation(\n  $input: OrganizationSettingsUpdateInput!\n) {\n  organizationSettingsUpdate(input: $input) {\n    organization {\n      id\n      twoFactorRequired\n      selfApprovalAllowed\n      transfersActive\n      paymentsActive\n      balanceShortfallRefused\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "20dbd9922ce180ad26702ef0bc1fa983";

export default node;
