/**
 * @generated SignedSource<<4158e332db15ba960c2fd470ee5b0a43>>
 * @relayHash eaac525af0a5abd4a52af0cfae55284e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5db3ab98efa032cba69393ce93475f5bbe5c83fce156691a9ae90dfab6663c51

import { ConcreteRequest } from 'relay-runtime';
export type ForgotPasswordPageQuery$variables = {
  token: string;
};
export type ForgotPasswordPageQuery$data = {
  readonly passwordResetLink: {
    readonly valid: boolean;
  };
};
export type ForgotPasswordPageQuery = {
  response: ForgotPasswordPageQuery$data;
  variables: ForgotPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
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
    "name": "ForgotPasswordPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5db3ab98efa032cba69393ce93475f5bbe5c83fce156691a9ae90dfab6663c51",
    "metadata": {},
    "name": "ForgotPasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "23fb105d3944fc13305ff87ac685b514";

export default node;
