/**
 * @generated SignedSource<<19731ac0c2b4729d8987a14ce4bebbea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
export type OrganizationOrdersSettingsUpdateInput = {
  defaultBillingCycle: BillingCycle;
  defaultCreditLimit: string;
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
      readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_organization">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrdersSettingsForm_organization"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrdersSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "defaultCurrency",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultCreditLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultBillingCycle",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a26027b7ceeea89fc29cb3b2ab3e7c86",
    "id": null,
    "metadata": {},
    "name": "OrdersSettingsFormMutation",
    "operationKind": "mutation",
    "text": "mutation OrdersSettingsFormMutation(\n  $input: OrganizationOrdersSettingsUpdateInput!\n) {\n  organizationOrdersSettingsUpdate(input: $input) {\n    organization {\n      ...OrdersSettingsForm_organization\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n\nfragment OrdersSettingsForm_organization on Organization {\n  id\n  defaultCurrency\n  ordersSettings {\n    defaultPaymentTermDays\n    invoiceNumberPrefix\n    salesOrderNumberPrefix\n    salesOrderApprovalRequired\n    defaultCreditLimit\n    defaultBillingCycle\n  }\n}\n"
  }
};
})();

(node as any).hash = "0285b2c7b72c091c00d544a2221ea5e3";

export default node;
