/**
 * The paths webhookRoutes.tsx answers, known before its chunk loads: web/routes.tsx
 * mounts every area's paths and loads the area's routes when one is opened.
 * The list is Management's `?tab=webhooks` (web/managementRoute.tsx).
 */
export const AREA_PATHS: readonly string[] = ['/management/webhooks/:uuid'];
