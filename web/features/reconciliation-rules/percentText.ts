import type { Language } from '../../i18n/language';
import { fractionToPercent } from './ruleFormValues';

/** A fraction the API answers (`0.00500`) as the percentage people read, in the language's decimal separator: `0.5%`, `0,5%`. */
export function percentText(fraction: string, language: Language): string {
  const percent = fractionToPercent(fraction);
  return `${language === 'id' ? percent.replace('.', ',') : percent}%`;
}
