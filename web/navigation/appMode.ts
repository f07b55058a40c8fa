/** The two app modes of the product. */
export type AppMode = 'treasury' | 'invoicing';

const STORAGE_KEY = 'kas.appMode';

const INVOICING_SEGMENTS = new Set([
  'buyer',
  'sales-order',
  'purchase-order',
  'invoices',
  'recurring-invoices',
  'credit-memo',
  'settlement',
  'management',
  'log',
]);

const SHARED_SEGMENTS = new Set(['', 'home', 'dashboard', 'settings', 'o', 'r', 'u']);

/**
 * The mode a path belongs to: invoicing screens pick invoicing, treasury
 * screens pick treasury, shared screens (home, settings) keep `fallback`.
 */
export function modeForPath(pathname: string, fallback: AppMode): AppMode {
  const first = pathname.split('/')[1] ?? '';
  if (INVOICING_SEGMENTS.has(first)) return 'invoicing';
  if (SHARED_SEGMENTS.has(first)) return fallback;
  return 'treasury';
}

/** The mode remembered from the last visit; treasury when none. */
export function storedMode(): AppMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'invoicing' ? 'invoicing' : 'treasury';
  } catch {
    return 'treasury';
  }
}

/** Remembers the mode for the next visit. */
export function storeMode(mode: AppMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode); the mode then lasts for this page only.
  }
}
