/**
 * The paths recurringInvoiceRoutes.tsx answers, known before its chunk loads: web/routes.tsx
 * mounts every area's paths and loads the area's routes when one is opened.
 */
export const AREA_PATHS: readonly string[] = [
  '/recurring-invoices',
  '/recurring-invoices/new',
  '/recurring-invoices/:uuid',
  '/recurring-invoices/:uuid/edit',
];
