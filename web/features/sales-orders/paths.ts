/**
 * The paths salesOrderRoutes.tsx answers, known before its chunk loads: web/routes.tsx
 * mounts every area's paths and loads the area's routes when one is opened.
 */
export const AREA_PATHS: readonly string[] = [
  '/sales-order',
  '/sales-order/create',
  '/sales-order/detail/:uuid',
  '/sales-order/edit/:uuid',
];
