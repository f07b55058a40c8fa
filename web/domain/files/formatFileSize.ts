import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/**
 * A file's size as a person reads it, in the language's digits: bytes under
 * a kilobyte, kilobytes under a megabyte, else megabytes with one decimal.
 *
 * @example formatFileSize(1_572_864, 'id') // '1,5 MB'
 */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, unit: 'byte' | 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(localeOf(language), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1024) return format(bytes, 'byte', 0);
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'kilobyte', 0);
  return format(bytes / (1024 * 1024), 'megabyte', 1);
}
