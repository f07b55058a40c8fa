/**
 * @generated SignedSource<<4e18d9499111d0342644c2c8fbd17528>>
 * @relayHash 0381e4c76dfe9d899c6ae8b6ed68e241
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14c8ab518fe604a6ad6485a577f15f32f0db04f2a5e99348aec96e0d2ab7673c

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSettingsUpdateInput = {
  balanceShortfallRefused?: boolean | null | undefined;
  code?: string | null | undefined;
  paymentsActive?: boolean | null | undefined;
  selfApprovalAllowed?: boolean | null | undefined;
  transfersActive?: boolean | null | undefined;
  twoFactorRequired?: boolean | null | undefined;
};
export type useTwoFactorEnforcementUpdateMutation$variables = {
  input: OrganizationSettingsUpdateInput;
};
export type useTwoFactorEnforcementUpdateMutation$data = {
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
export type useTwoFactorEnforcementUpdateMutation = {
  response: useTwoFactorEnforcementUpdateMutation$data;
  variables: useTwoFactorEnforcementUpdateMutation$variables;
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
    "name": "useTwoFactorEnforcementUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTwoFactorEnforcementUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "14c8ab518fe604a6ad6485a577f15f32f0db04f2a5e99348aec96e0d2ab7673c",
    "metadata": {},
    "name": "useTwoFactorEnforcementUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "933b3cbe34bbe0a893596d50611ca334";

export default node;
