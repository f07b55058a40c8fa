/**
 * @generated SignedSource<<9e3c9a0f9747813ae3071412a3e8a772>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationOrdersSettingsUpdateInput = {
  defaultPaymentTermDays: number;
  invoiceNumberPrefix: string;
  salesOrderApprovalRequired: boolean;
  salesOrderNumberPrefix: string;
};
export type OrdersSettingsFormMutation$variables = {
  input: OrganizationOrdersSettingsUpdateInput;
};
export type OrdersSettingsFormMutation$data = {
  readonly organizationOrdersSettingsUpdate: {
    readonly organization: {
      readonly id: string;
      readonly ordersSettings: {
        readonly defaultPaymentTermDays: number;
        readonly invoiceNumberPrefix: string;
        readonly salesOrderApprovalRequired: boolean;
        readonly salesOrderNumberPrefix: string;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OrdersSettingsFormMutation = {
  response: OrdersSettingsFormMutation$data;
  variables: OrdersSettingsFormMutation$variables;
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
    "concreteType": "OrganizationOrdersSettingsUpdatePayload",
    "kind": "LinkedField",
    "name": "organizationOrdersSettingsUpdate",
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
            "concreteType": "OrdersSettings",
            "kind": "LinkedField",
            "name": "ordersSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultPaymentTermDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invoiceNumberPrefix",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "salesOrderNumberPrefix",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "salesOrderApprovalRequired",
                "storageKey": null
              }
            ],
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
    "name": "OrdersSettingsFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrdersSettingsFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3eec76edd970558848935704f5ec0cc7",
    "id": null,
    "metadata": {},
    "name": "OrdersSettingsFormMutation",
    "operationKind": "mutation",
    "text": "mutation OrdersSettingsFormMutation(\n  $input: OrganizationOrdersSettingsUpdateInput!\n) {\n  organizationOrdersSettingsUpdate(input: $input) {\n    organization {\n      id\n      ordersSettings {\n        defaultPaymentTermDays\n        invoiceNumberPrefix\n        salesOrderNumberPrefix\n        salesOrderApprovalRequired\n      }\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b593e6722c54aee1c4d9500d82e10ea";

export default node;
