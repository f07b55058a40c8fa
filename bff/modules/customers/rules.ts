import { needs, PUBLIC, type ModuleRules } from '../module.js';

/** Who may call each customers mutation; the buyer's, through the link, need no session (the token is checked by the service). */
export const customersRules = {
  customerInvite: needs('customers:manage'),
  customerCreate: needs('customers:manage'),
  customerInvitationResend: needs('customers:manage'),
  customerInvitationCancel: needs('customers:manage'),
  customerUpdate: needs('customers:manage'),
  customerDocumentDelete: needs('customers:manage'),
  customerApprove: needs('customers:approve'),
  customerReject: needs('customers:approve'),
  customerTermsChange: needs('customers:approve'),
  customerDeactivate: needs('customers:approve'),
  customerRequestSave: PUBLIC,
  customerRequestDocumentDelete: PUBLIC,
  customerRequestSubmit: PUBLIC,
} satisfies ModuleRules;
