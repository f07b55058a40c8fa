/**
 * @generated SignedSource<<fe9db330aaa4b091065772afeedcce08>>
 * @relayHash 55a8376ec8eaf070fc870ff581ebc383
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1660b2baa18623261df4c0fef9bc46257a081239687e78735b8f09d1e5bf5c65

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSettingsUpdateInput = {
  balanceShortfallRefused?: boolean | null | undefined;
  code?: string | null | undefined;
  paymentsActive?: boolean | null | undefined;
  selfApprovalAllowed?: boolean | null | undefined;
  transfersActive?: boolean | null | undefined;
  twoFactorRequired?: boolean | null | undefined;
};
export type TwoFactorEnforcementCardMutation$variables = {
  input: OrganizationSettingsUpdateInput;
};
export type TwoFactorEnforcementCardMutation$data = {
  readonly organizationSettingsUpdate: {
    readonly organization: {
      readonly id: string;
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
export type TwoFactorEnforcementCardMutation = {
  response: TwoFactorEnforcementCardMutation$data;
  variables: TwoFactorEnforcementCardMutation$variables;
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
    "name": "TwoFactorEnforcementCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorEnforcementCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1660b2baa18623261df4c0fef9bc46257a081239687e78735b8f09d1e5bf5c65",
    "metadata": {},
    "name": "TwoFactorEnforcementCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af48d340d6dfefb8de9bb70b54d6bffc";

export default node;
