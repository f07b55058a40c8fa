/**
 * Reads configuration from the environment once, at start, and fails with a
 * message that names the variable when a value is missing or malformed. The
 * BFF and the services read their settings through these.
 */
export function envString(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Configuration error: environment variable ${name} is required.`);
}

export function envInt(
  name: string,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `Configuration error: ${name} must be a whole number from ${min} to ${max}, got "${raw}".`,
    );
  }
  return value;
}

export function envUrl(name: string, fallback?: string): string {
  const value = envString(name, fallback);
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Configuration error: ${name} must be a URL, got "${value}".`);
  }
}

/** `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`, in any case. */
export function envBool(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`Configuration error: ${name} must be true or false, got "${raw}".`);
}

/** A comma-separated list, blanks dropped. */
export function envList(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
