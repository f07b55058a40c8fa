/**
 * @generated SignedSource<<53e6240242f59b3442a2f456bd3f9fa5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketAssignInput = {
  assigneeId?: string | null | undefined;
  exceptionTicketId: string;
};
export type ExceptionAssignDialogMutation$variables = {
  input: ExceptionTicketAssignInput;
};
export type ExceptionAssignDialogMutation$data = {
  readonly exceptionTicketAssign: {
    readonly exceptionTicket: {
      readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketRow_ticket">;
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
export type ExceptionAssignDialogMutation = {
  response: ExceptionAssignDialogMutation$data;
  variables: ExceptionAssignDialogMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExceptionAssignDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExceptionTicketPayload",
        "kind": "LinkedField",
        "name": "exceptionTicketAssign",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ExceptionTicket",
            "kind": "LinkedField",
            "name": "exceptionTicket",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExceptionTicketRow_ticket"
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
    "name": "ExceptionAssignDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExceptionTicketPayload",
        "kind": "LinkedField",
        "name": "exceptionTicketAssign",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ExceptionTicket",
            "kind": "LinkedField",
            "name": "exceptionTicket",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysOpen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExceptionTicketLine",
                "kind": "LinkedField",
                "name": "line",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "direction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amount",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currency",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reconciliationStatus",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "preferredName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolution",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StatementTransaction",
                "kind": "LinkedField",
                "name": "statementTransaction",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolutionNote",
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
    "cacheID": "690e239e7b1734ff10d31b98e9c2635b",
    "id": null,
    "metadata": {},
    "name": "ExceptionAssignDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ExceptionAssignDialogMutation(\n  $input: ExceptionTicketAssignInput!\n) {\n  exceptionTicketAssign(input: $input) {\n    exceptionTicket {\n      ...ExceptionTicketRow_ticket\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n\nfragment ExceptionTicketLineCell_ticket on ExceptionTicket {\n  status\n  line {\n    date\n    description\n    reconciliationStatus\n  }\n  statementTransaction {\n    id\n  }\n}\n\nfragment ExceptionTicketRow_ticket on ExceptionTicket {\n  id\n  type\n  status\n  daysOpen\n  line {\n    date\n    direction\n    amount {\n      amount\n      currency\n    }\n  }\n  assignee {\n    id\n    email\n    fullName\n    preferredName\n  }\n  resolution\n  ...ExceptionTicketLineCell_ticket\n  ...ExceptionTicketStatusCell_ticket\n}\n\nfragment ExceptionTicketStatusCell_ticket on ExceptionTicket {\n  status\n  resolution\n  resolutionNote\n}\n"
  }
};
})();

(node as any).hash = "87577b57c02a6072fb2b448dc5ecf3f3";

export default node;
