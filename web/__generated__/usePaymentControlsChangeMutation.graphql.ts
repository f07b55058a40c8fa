/**
 * @generated SignedSource<<352205ace61fb9041a1d71d775bae6fd>>
 * @relayHash c503513835c2de831bebb117597e33ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcb6cdb8ed63d77191374fc5b13b7a3c1b08aa9738b26bf7922bb9959db7b36b

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSettingsUpdateInput = {
  balanceShortfallRefused?: boolean | null | undefined;
  code?: string | null | undefined;
  paymentsActive?: boolean | null | undefined;
  selfApprovalAllowed?: boolean | null | undefined;
  transfersActive?: boolean | null | undefined;
  twoFactorRequired?: boolean | null | undefined;
};
export type usePaymentControlsChangeMutation$variables = {
  input: OrganizationSettingsUpdateInput;
};
export type usePaymentControlsChangeMutation$data = {
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
export type usePaymentControlsChangeMutation = {
  response: usePaymentControlsChangeMutation$data;
  variables: usePaymentControlsChangeMutation$variables;
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
    "name": "usePaymentControlsChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentControlsChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bcb6cdb8ed63d77191374fc5b13b7a3c1b08aa9738b26bf7922bb9959db7b36b",
    "metadata": {},
    "name": "usePaymentControlsChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dcd92fa7316263aec12e6c78ebb9c09c";

export default node;
