import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ActivityDescriptionText_entry$key } from '../../__generated__/ActivityDescriptionText_entry.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { activityMessageLabel } from './activityLabels';
import { roleNameLabel } from '../role/roleLabel';

type ActivityDescriptionTextProps = { entry: ActivityDescriptionText_entry$key };

/**
 * What a change did, worded in the reader's language from the entry's message
 * and typed parts: money and dates in the locale's formats. An entry recorded
 * before descriptions were kept shows its English summary.
 */
export function ActivityDescriptionText({ entry }: ActivityDescriptionTextProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const data = useFragment(
    graphql`
      fragment ActivityDescriptionText_entry on ActivityEntry {
        summary
        description {
          message
          parts {
            name
            ... on ActivityTextPart {
              text
            }
            ... on ActivityCountPart {
              count
            }
            ... on ActivityMoneyPart {
              money {
                amount
                currency
              }
            }
            ... on ActivityDatePart {
              date
            }
          }
        }
      }
    `,
    entry,
  );
  if (!data.description || data.description.message === '%future added value')
    return <>{data.summary}</>;
  const values: Record<string, string | number> = {};
  for (const part of data.description.parts) {
    // A part named role names a role as the service stores it: a built-in one in the reader's words.
    if (part.text !== undefined)
      values[part.name] = part.name === 'role' ? roleNameLabel(part.text, intl) : part.text;
    else if (part.count !== undefined) values[part.name] = part.count;
    else if (part.money)
      values[part.name] = formatMoney(part.money.amount, part.money.currency, language);
    else if (part.date !== undefined) values[part.name] = formatDate(part.date, language);
  }
  return <>{intl.formatMessage(activityMessageLabel(data.description.message), values)}</>;
}
