/**
 * @generated SignedSource<<de7bd0cf19c5662ece7ec913c8a602a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentControlsCard_controls$data = {
  readonly balanceShortfallRefused: boolean;
  readonly id: string;
  readonly paymentsActive: boolean;
  readonly selfApprovalAllowed: boolean;
  readonly transfersActive: boolean;
  readonly twoFactorRequired: boolean;
  readonly " $fragmentType": "PaymentControlsCard_controls";
};
export type PaymentControlsCard_controls$key = {
  readonly " $data"?: PaymentControlsCard_controls$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentControlsCard_controls">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentControlsCard_controls",
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "16ac20ca6037918466416be33f7ea63b";

export default node;
