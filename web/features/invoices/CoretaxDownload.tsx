import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CoretaxDownload_query$key } from '../../__generated__/CoretaxDownload_query.graphql';
import type { CoretaxDownloadMonthQuery } from '../../__generated__/CoretaxDownloadMonthQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { MonthSelect } from '../../ui/MonthSelect';
import { useFileDownload } from '../../ui/useFileDownload';
import { useReloadInPlace } from '../../ui/useReloadInPlace';

/** The month before `today` (`2026-11-27` → `2026-10`): the one a tax invoice file is usually made for. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-\d{2}$/;

/** The month the file starts on and how many invoices a month's file holds, asked again as the month changes. */
const coretaxMonthFragment = graphql`
  fragment CoretaxDownload_query on Query
  @refetchable(queryName: "CoretaxDownloadMonthQuery")
  @argumentDefinitions(month: { type: "String" }) {
    coretaxMonth(month: $month) {
      latestMonth
      month
      invoiceCount
      withoutFaktur {
        number
        reason
      }
    }
  }
`;

/**
 * Why the file leaves invoices out, each said in its own sentence: no PPN (no
 * faktur needed), or issued while the company had no NPWP (no faktur pajak).
 */
const LEFT_OUT = [
  { reason: 'NO_PPN', message: 'invoices.coretax.withoutFaktur', testId: 'coretax-without-faktur' },
  {
    reason: 'SELLER_WITHOUT_NPWP',
    message: 'invoices.coretax.withoutSellerNpwp',
    testId: 'coretax-without-npwp',
  },
] as const;

/**
 * Downloads the e-Faktur file of a month's issued invoices for DJP's Coretax
 * (`/invoices/coretax?month=`). It starts on the latest month with issued
 * invoices (the month before `today` when there is none) and says how many
 * invoices the chosen month's file holds, warning before an empty one rather
 * than downloading it, and which of its invoices the file leaves out and why
 * (without PPN and naming no facility, they need no faktur; issued while the
 * company had no NPWP, they get no faktur pajak). A refusal (no NPWP in the company profile, a buyer
 * without NPWP or NIK, too many for one file) shows in the reader's words.
 */
export function CoretaxDownload({
  today,
  query,
}: {
  today: string;
  query: CoretaxDownload_query$key;
}) {
  const intl = useIntl();
  const fileDownload = useFileDownload();
  const [{ coretaxMonth: counted }, refetch] = useRefetchableFragment<
    CoretaxDownloadMonthQuery,
    CoretaxDownload_query$key
  >(coretaxMonthFragment, query);
  const [month, setMonth] = useState(counted.month ?? previousMonth(today));
  const [isCounting, count] = useReloadInPlace(refetch);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The count answered for the month shown; with no issued invoice at all, every month holds none.
  const invoiceCount =
    counted.month === month || counted.latestMonth === null ? counted.invoiceCount : null;

  const choose = (chosen: string) => {
    setMonth(chosen);
    setRefusal(null);
    if (MONTH.test(chosen)) count({ month: chosen });
  };

  const download = async () => {
    setBusy(true);
    setRefusal(null);
    setRefusal(
      await fileDownload(`/invoices/coretax?month=${encodeURIComponent(month)}`, {
        type: 'xml',
        name: `efaktur-${month}.xml`,
      }),
    );
    setBusy(false);
  };

  return (
    <HStack gap="2" wrap="wrap" align="center">
      <MonthSelect
        value={month}
        latest={today.slice(0, 7)}
        onChange={(event) => choose(event.currentTarget.value)}
        label={intl.formatMessage({ id: 'invoices.coretax.month' })}
        testId="coretax-month"
      />
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        disabled={!MONTH.test(month) || invoiceCount === 0 || isCounting}
        onClick={() => void download()}
        data-testid="coretax-download"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="invoices.coretax.download" />
      </Button>
      {invoiceCount === null || isCounting ? null : (
        <Text
          fontSize="sm"
          color={invoiceCount === 0 ? 'fg.warning' : 'fg.muted'}
          maxWidth="md"
          data-testid="coretax-count"
        >
          {invoiceCount === 0 ? (
            <FormattedMessage id="invoices.coretax.empty" />
          ) : (
            <FormattedMessage id="invoices.coretax.count" values={{ count: invoiceCount }} />
          )}
        </Text>
      )}
      {LEFT_OUT.map(({ reason, message, testId }) => {
        const numbers = counted.withoutFaktur
          .filter((invoice) => invoice.reason === reason)
          .map((invoice) => invoice.number);
        return counted.month === month && numbers.length > 0 && !isCounting ? (
          <Text key={reason} fontSize="sm" color="fg.muted" maxWidth="md" data-testid={testId}>
            <FormattedMessage id={message} values={{ numbers: numbers.join(', ') }} />
          </Text>
        ) : null;
      })}
      {refusal ? (
        <Text color="fg.error" fontSize="sm" maxWidth="md" data-testid="coretax-refusal">
          {refusal}
        </Text>
      ) : null}
    </HStack>
  );
}
