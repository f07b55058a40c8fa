/**
 * @generated SignedSource<<e0ae73579d1af9045616c105c8f17362>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersSettingsPageQuery$variables = Record<PropertyKey, never>;
export type OrdersSettingsPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"OrdersSettingsForm_viewer">;
  } | null | undefined;
};
export type OrdersSettingsPageQuery = {
  response: OrdersSettingsPageQuery$data;
  variables: OrdersSettingsPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrdersSettingsForm_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrdersSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "permissions",
            "storageKey": null
          },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "10f65de57dfcb97480667f33ef3f4de7",
    "id": null,
    "metadata": {},
    "name": "OrdersSettingsPageQuery",
    "operationKind": "query",
    "text": "query OrdersSettingsPageQuery {\n  viewer {\n    ...OrdersSettingsForm_viewer\n  }\n}\n\nfragment OrdersSettingsForm_organization on Organization {\n  id\n  defaultCurrency\n  ordersSettings {\n    defaultPaymentTermDays\n    invoiceNumberPrefix\n    salesOrderNumberPrefix\n    salesOrderApprovalRequired\n    defaultCreditLimit\n    defaultBillingCycle\n  }\n}\n\nfragment OrdersSettingsForm_viewer on Viewer {\n  permissions\n  organization {\n    ...OrdersSettingsForm_organization\n    id\n  }\n}\n"
  }
};

(node as any).hash = "c15c5c18d812fdc1b65c739fe1804563";

export default node;
