/**
 * Reads configuration from the environment once, at start, and fails with a
 * message that names the variable when a value is malformed.
 */
export function envString(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Configuration error: environment variable ${name} is required.`);
}

export function envInt(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Configuration error: ${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
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
