/** Indonesia's three time zones, first in the list: WIB, WITA and WIT. */
export const INDONESIAN_TIME_ZONES = [
  { zone: 'Asia/Jakarta', label: { id: 'companyProfile.timeZone.wib' } },
  { zone: 'Asia/Makassar', label: { id: 'companyProfile.timeZone.wita' } },
  { zone: 'Asia/Jayapura', label: { id: 'companyProfile.timeZone.wit' } },
] as const;

/** The zone's offset from UTC now, as `UTC+07:00`, or null when the browser cannot tell. */
export function utcOffset(zone: string, at = new Date()): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((item) => item.type === 'timeZoneName')?.value;
    if (!part) return null;
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return null;
  }
}

/**
 * Every other IANA time zone the browser knows, by name, for the rest of the
 * list (the server checks against its own list of the same source). A zone
 * already chosen but unknown here is kept so the form still shows it.
 */
export function otherTimeZones(current: string): string[] {
  const indonesian = new Set<string>(INDONESIAN_TIME_ZONES.map((item) => item.zone));
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = all.filter((zone) => !indonesian.has(zone));
  if (current && !indonesian.has(current) && !others.includes(current)) others.push(current);
  return others.sort();
}
