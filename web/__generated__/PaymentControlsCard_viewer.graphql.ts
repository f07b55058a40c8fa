/**
 * @generated SignedSource<<e2f31b0a063dc98efac84a907dbfb8c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentControlsCard_viewer$data = {
  readonly organization: {
    readonly balanceShortfallRefused: boolean;
    readonly id: string;
    readonly paymentsActive: boolean;
    readonly selfApprovalAllowed: boolean;
    readonly transfersActive: boolean;
    readonly twoFactorRequired: boolean;
  };
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "PaymentControlsCard_viewer";
};
export type PaymentControlsCard_viewer$key = {
  readonly " $data"?: PaymentControlsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentControlsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentControlsCard_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "478972fc6c9df779138b4b324b68fdae";

export default node;
