import { needs, type ModuleRules } from '../module.js';

/** Who may change the reminder schedule (services/invoicing/invoice-reminders/ checks the same). */
export const invoiceRemindersRules = {
  organizationInvoiceRemindersUpdate: needs('settings:manage'),
} satisfies ModuleRules;
