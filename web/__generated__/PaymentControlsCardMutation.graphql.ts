/**
 * @generated SignedSource<<61634d186c8345d799810a1f618244ab>>
 * @relayHash b9ddb076695917346d46b15b354c2903
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df9597987f78dbeb9ead15d0524629d171b58f52862d56b8d1522564d51fdefa

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
    "id": "df9597987f78dbeb9ead15d0524629d171b58f52862d56b8d1522564d51fdefa",
    "metadata": {},
    "name": "PaymentControlsCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e6be48fbbfa0a6c012738caa1752748";

export default node;
