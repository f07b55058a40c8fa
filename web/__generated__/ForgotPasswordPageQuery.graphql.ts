/**
 * @generated SignedSource<<bf23cd12a6713c49eb6db4af4380989d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "eaac525af0a5abd4a52af0cfae55284e",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordPageQuery",
    "operationKind": "query",
    "text": "query ForgotPasswordPageQuery(\n  $token: String!\n) {\n  passwordResetLink(token: $token) {\n    valid\n  }\n}\n"
  }
};
})();

(node as any).hash = "23fb105d3944fc13305ff87ac685b514";

export default node;
