/**
 * @generated SignedSource<<8d89999d99bea61427956fc15b1e5d65>>
 * @relayHash c0f754bae743b52123b9e765aafafc6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc7117149f42683401086db8f18df05b3b0ef51bfa835f1aafbbbbd3995d33b0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationRulesPageQuery$variables = Record<PropertyKey, never>;
export type ReconciliationRulesPageQuery$data = {
  readonly reconciliationRules: {
    readonly rules: ReadonlyArray<{
      readonly allowTransferFees: boolean;
      readonly amountToleranceAbsolute: string;
      readonly amountToleranceRelative: string;
      readonly autoConfirmAt: string | null | undefined;
      readonly daysAfter: number;
      readonly daysBefore: number;
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly proposeAt: string;
      readonly requireAmount: boolean;
      readonly requireCounterparty: boolean;
      readonly requireReference: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ReconciliationRuleCard_rule">;
    }>;
    readonly usesDefault: boolean;
  };
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type ReconciliationRulesPageQuery = {
  response: ReconciliationRulesPageQuery$data;
  variables: ReconciliationRulesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "usesDefault",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountToleranceAbsolute",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountToleranceRelative",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowTransferFees",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysBefore",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysAfter",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requireAmount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requireCounterparty",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requireReference",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposeAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoConfirmAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationRulesPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationRuleSet",
        "kind": "LinkedField",
        "name": "reconciliationRules",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconciliationRule",
            "kind": "LinkedField",
            "name": "rules",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReconciliationRuleCard_rule"
              }
            ],
            "storageKey": null
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
    "name": "ReconciliationRulesPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationRuleSet",
        "kind": "LinkedField",
        "name": "reconciliationRules",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconciliationRule",
            "kind": "LinkedField",
            "name": "rules",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priority",
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
    "id": "dc7117149f42683401086db8f18df05b3b0ef51bfa835f1aafbbbbd3995d33b0",
    "metadata": {},
    "name": "ReconciliationRulesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9fc20bea8876009e33bd238e947f9395";

export default node;
