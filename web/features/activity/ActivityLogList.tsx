import { Card, Field, Flex, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ActivityLogList_query$key } from '../../__generated__/ActivityLogList_query.graphql';
import type {
  ActivityLogListPaginationQuery,
  ActivityAction,
} from '../../__generated__/ActivityLogListPaginationQuery.graphql';
import { ActivityEntryRow } from './ActivityEntryRow';
import {
  ACTIVITY_ACTIONS,
  activityActionLabel,
  activityEntityLabel,
  labelledEntities,
} from '../../domain/activity/activityLabels';
import { DATE_PRESETS, datePresetRange, type DatePreset } from './datePresetRange';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { DataTable } from '../../ui/DataTable';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { LoadMoreFooter } from '../../ui/ListFooter';
import { OptionSelect, type SelectOption } from '../../ui/OptionSelect';
import { CustomPeriodFields } from '../../ui/filters/CustomPeriodFields';
import { messageColumns } from '../../ui/messageColumns';

const COLUMNS = messageColumns([
  'activity.column.when',
  'activity.column.who',
  'activity.column.what',
  'activity.column.summary',
]);
/** How many entries one page shows. */
export const ACTIVITY_PAGE_SIZE = 25;
/** The preset the log opens with. */
export const DEFAULT_PRESET: DatePreset = 'LAST_30_DAYS';
/**
 * The time zone the route's loader computes the opening preset in, before it
 * knows the organisation's (most organisations here are in it); the list
 * computes it again in the organisation's zone when that differs.
 */
export const LOADER_TIME_ZONE = 'Asia/Jakarta';

const PRESET_LABEL: Record<DatePreset, string> = {
  TODAY: 'activity.preset.today',
  YESTERDAY: 'activity.preset.yesterday',
  LAST_7_DAYS: 'activity.preset.last7',
  LAST_14_DAYS: 'activity.preset.last14',
  LAST_30_DAYS: 'activity.preset.last30',
  THIS_MONTH: 'activity.preset.thisMonth',
  LAST_MONTH: 'activity.preset.lastMonth',
  TWO_MONTHS_AGO: 'activity.preset.twoMonthsAgo',
  THIS_YEAR: 'activity.preset.thisYear',
  LAST_YEAR: 'activity.preset.lastYear',
  CUSTOM: 'activity.preset.custom',
};

type Filters = {
  preset: DatePreset;
  customFrom: string;
  customTo: string;
  actorId: string;
  entity: string;
  action: string;
};

type ActivityLogListProps = { query: ActivityLogList_query$key; timeZone: string };

/**
 * The log's filters and the first page they load: a change reads the log
 * again from the server; once mounted, the list is read again in the
 * organisation's time zone when it is not the one the loader assumed.
 */
function useActivityFilters(
  refetch: (
    variables: ActivityLogListPaginationQuery['variables'],
    options: { fetchPolicy: 'network-only' },
  ) => unknown,
  timeZone: string,
) {
  const [filters, setFilters] = useState<Filters>({
    preset: DEFAULT_PRESET,
    customFrom: '',
    customTo: '',
    actorId: '',
    entity: '',
    action: '',
  });
  const [isRefetching, startTransition] = useTransition();

  /** Loads the first page for the filters. */
  const load = (next: Filters) => {
    const range = datePresetRange(next.preset, new Date(), timeZone, {
      from: next.customFrom,
      to: next.customTo,
    });
    startTransition(() => {
      refetch(
        {
          count: ACTIVITY_PAGE_SIZE,
          cursor: null,
          from: range.from,
          to: range.to,
          actorId: next.actorId || null,
          entity: next.entity || null,
          action: (next.action || null) as ActivityAction | null,
        },
        { fetchPolicy: 'network-only' },
      );
    });
  };

  const apply = (next: Filters) => {
    setFilters(next);
    load(next);
  };

  const change = (patch: Partial<Filters>) => apply({ ...filters, ...patch });

  const zoneChecked = useRef(false);
  useEffect(() => {
    if (zoneChecked.current) return;
    zoneChecked.current = true;
    if (timeZone !== LOADER_TIME_ZONE) load(filters);
  });
  return { filters, change, isRefetching };
}

/**
 * The activity log with its filters: a date preset of the spec (or a custom
 * range) in the organisation's time zone, the member who made the change, the
 * kind of record and of change; newest first, with "Load more".
 */
export function ActivityLogList({ query, timeZone }: ActivityLogListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ActivityLogListPaginationQuery,
    ActivityLogList_query$key
  >(
    graphql`
      fragment ActivityLogList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
        actorId: { type: "ID" }
        entity: { type: "String" }
        action: { type: "ActivityAction" }
      )
      @refetchable(queryName: "ActivityLogListPaginationQuery") {
        activityLog(
          first: $count
          after: $cursor
          from: $from
          to: $to
          actorId: $actorId
          entity: $entity
          action: $action
        )
          @connection(
            key: "ActivityLogList_activityLog"
            filters: ["from", "to", "actorId", "entity", "action"]
          ) {
          edges {
            node {
              id
              ...ActivityEntryRow_entry
            }
          }
        }
        activityLogActors {
          id
          fullName
          email
        }
      }
    `,
    query,
  );
  const { filters, change, isRefetching } = useActivityFilters(refetch, timeZone);
  const edges = data.activityLog.edges;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <ActivityFilterBar
        filters={filters}
        actors={data.activityLogActors}
        busy={isRefetching}
        onChange={change}
      />
      {edges.length === 0 ? (
        <PrefixedListEmptyState testId="activity-empty" icon="log" messages="activity" />
      ) : (
        <DataTable
          columns={COLUMNS}
          trailingHeader={
            <RowActionsHeaderCell label={<FormattedMessage id="bankAccounts.column.actions" />} />
          }
          size="sm"
          plainHeaderBg="bg.muted"
          testId="activity-table"
        >
          {edges.map((edge) => (
            <ActivityEntryRow key={edge.node.id} entry={edge.node} timeZone={timeZone} />
          ))}
        </DataTable>
      )}
      <LoadMoreFooter
        loadMore={{
          label: <FormattedMessage id="activity.loadMore" />,
          testId: 'activity-load-more',
          hasNext,
          loading: isLoadingNext,
          onLoadMore: () => loadNext(ACTIVITY_PAGE_SIZE),
        }}
        end={<FormattedMessage id="activity.end" />}
        empty={edges.length === 0}
      />
    </Card.Root>
  );
}

type Actor = {
  readonly id: string;
  readonly fullName: string | null | undefined;
  readonly email: string;
};

/** The log's filters: the period (or a custom range), who, what and which change. */
function ActivityFilterBar({
  filters,
  actors,
  busy,
  onChange,
}: {
  filters: Filters;
  actors: readonly Actor[];
  busy: boolean;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const intl = useIntl();
  const select = (
    name: keyof Filters,
    label: ReactNode,
    options: readonly SelectOption[],
    allLabel: string | null,
    pick: (value: string) => void,
  ) => (
    <FilterField label={label} wide>
      <OptionSelect
        root={{ size: 'sm' }}
        name={name}
        data-testid={`activity-filter-${name}`}
        value={filters[name]}
        onChange={(event) => pick(event.currentTarget.value)}
        placeholder={allLabel}
        options={options}
      />
    </FilterField>
  );
  const presets = DATE_PRESETS.map((preset) => ({
    value: preset,
    label: intl.formatMessage({ id: PRESET_LABEL[preset] }),
  }));
  const entities = labelledEntities(intl.messages)
    .map((entity) => ({
      value: entity,
      label: intl.formatMessage(activityEntityLabel(entity, intl.messages)),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const actions = ACTIVITY_ACTIONS.map((action) => ({
    value: action,
    label: intl.formatMessage(activityActionLabel(action)),
  }));
  return (
    <Flex
      gap="3"
      padding="4"
      wrap="wrap"
      alignItems="flex-end"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="activity-filters"
    >
      {select('preset', <FormattedMessage id="activity.filter.period" />, presets, null, (preset) =>
        onChange({ preset: preset as DatePreset }),
      )}
      {filters.preset === 'CUSTOM' ? (
        <CustomPeriodFields filters={filters} onChange={onChange} />
      ) : null}
      {select(
        'actorId',
        <FormattedMessage id="activity.filter.actor" />,
        actors.map((actor) => ({ value: actor.id, label: actor.fullName || actor.email })),
        intl.formatMessage({ id: 'activity.filter.anyone' }),
        (actorId) => onChange({ actorId }),
      )}
      {select(
        'entity',
        <FormattedMessage id="activity.filter.entity" />,
        entities,
        intl.formatMessage({ id: 'activity.filter.anything' }),
        (entity) => onChange({ entity }),
      )}
      {select(
        'action',
        <FormattedMessage id="activity.filter.action" />,
        actions,
        intl.formatMessage({ id: 'activity.filter.anyChange' }),
        (action) => onChange({ action }),
      )}
      {busy ? <Spinner size="sm" color="brand.solid" marginBottom="2" /> : null}
    </Flex>
  );
}

/** A filter's small muted label above its control; the selects keep a width of their own on wide screens. */
function FilterField({
  label,
  wide = false,
  children,
}: {
  label: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root
      width={wide ? { base: 'full', md: 'auto' } : undefined}
      minWidth={wide ? { md: '44' } : undefined}
    >
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}
