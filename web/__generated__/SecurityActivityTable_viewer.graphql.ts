/**
 * @generated SignedSource<<b6edd413a30171a62363c0c59e0efd25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SecurityEventCategory = "AUTH" | "TWO_FACTOR_AUTH" | "%future added value";
export type SecurityEventType = "AUTHENTICATOR_ADDED" | "AUTHENTICATOR_REMOVED" | "BACKUP_CODES_GENERATED" | "BACKUP_CODES_REGENERATED" | "INVITATION_ACCEPTED" | "ORGANIZATION_SWITCHED" | "PASSKEY_ADDED" | "PASSKEY_REMOVED" | "PASSKEY_REPLAY_REFUSED" | "PASSWORD_ACCEPTED" | "PASSWORD_CHANGED" | "PASSWORD_CHANGE_REFUSED" | "PASSWORD_RESET" | "PASSWORD_RESET_LIMITED" | "PASSWORD_RESET_REQUESTED" | "PROVIDER_ACCEPTED" | "SIGNED_IN" | "SIGNED_IN_WITH_BACKUP_CODE" | "SIGNED_IN_WITH_PASSKEY" | "SIGNED_IN_WITH_PROVIDER" | "SIGNED_OUT" | "SIGN_IN_FAILED" | "TRANSACTION_CODE_ACCEPTED" | "TRANSACTION_CODE_REFUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SecurityActivityTable_viewer$data = {
  readonly organization: {
    readonly timeZone: string;
  };
  readonly securityActivity: ReadonlyArray<{
    readonly category: SecurityEventCategory;
    readonly country: string | null | undefined;
    readonly event: SecurityEventType;
    readonly ipAddress: string | null | undefined;
    readonly occurredAt: string;
  }>;
  readonly " $fragmentType": "SecurityActivityTable_viewer";
};
export type SecurityActivityTable_viewer$key = {
  readonly " $data"?: SecurityActivityTable_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityActivityTable_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityActivityTable_viewer",
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
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SecurityEvent",
      "kind": "LinkedField",
      "name": "securityActivity",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occurredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "event",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ipAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c57ba92d83614d9859896816ab496ec3";

export default node;
