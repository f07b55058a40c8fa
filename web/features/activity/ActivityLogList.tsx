import { Card, Field, Flex, HStack, Input, NativeSelect, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ActivityLogList_query$key } from '../../__generated__/ActivityLogList_query.graphql';
import type { ActivityLogListPaginationQuery, ActivityAction } from '../../__generated__/ActivityLogListPaginationQuery.graphql';
import { ActivityEntryRow } from './ActivityEntryRow';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, activityActionLabel, activityEntityLabel } from './activityLabels';
import { DATE_PRESETS, datePresetRange, type DatePreset } from './datePresetRange';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { LoadMoreFooter } from '../../ui/ListFooter';

const COLUMNS = (['activity.column.when', 'activity.column.who', 'activity.column.what', 'activity.column.summary'] as const).map((id) => ({ key: id, label: <FormattedMessage id={id} /> }));
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
 * The activity log with its filters: a date preset of the spec (or a custom
 * range) in the organisation's time zone, the member who made the change, the
 * kind of record and of change; newest first, with "Load more".
 */
export function ActivityLogList({ query, timeZone }: ActivityLogListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ActivityLogListPaginationQuery, ActivityLogList_query$key>(
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
        activityLog(first: $count, after: $cursor, from: $from, to: $to, actorId: $actorId, entity: $entity, action: $action)
          @connection(key: "ActivityLogList_activityLog", filters: ["from", "to", "actorId", "entity", "action"]) {
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
    const range = datePresetRange(next.preset, new Date(), timeZone, { from: next.customFrom, to: next.customTo });
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
  const edges = data.activityLog.edges;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <ActivityFilterBar filters={filters} actors={data.activityLogActors} busy={isRefetching} onChange={change} />
      {edges.length === 0 ? (
        <ListEmptyState testId="activity-empty" icon="log" title={<FormattedMessage id="activity.empty.title" />} body={<FormattedMessage id="activity.empty.body" />} />
      ) : (
        <DataTable columns={COLUMNS} trailingHeader={<RowActionsHeaderCell label={<FormattedMessage id="bankAccounts.column.actions" />} />} size="sm" plainHeaderBg="bg.muted" testId="activity-table">
          {edges.map((edge) => (
            <ActivityEntryRow key={edge.node.id} entry={edge.node} timeZone={timeZone} />
          ))}
        </DataTable>
      )}
      <LoadMoreFooter
        loadMore={{ label: <FormattedMessage id="activity.loadMore" />, testId: 'activity-load-more', hasNext, loading: isLoadingNext, onLoadMore: () => loadNext(ACTIVITY_PAGE_SIZE) }}
        end={<FormattedMessage id="activity.end" />}
        empty={edges.length === 0}
      />
    </Card.Root>
  );
}

type Actor = { readonly id: string; readonly fullName: string | null | undefined; readonly email: string };

/** The log's filters: the period (or a custom range), who, what and which change. */
function ActivityFilterBar({ filters, actors, busy, onChange }: { filters: Filters; actors: readonly Actor[]; busy: boolean; onChange: (patch: Partial<Filters>) => void }) {
  const intl = useIntl();
  return (
    <Flex gap="3" padding="4" wrap="wrap" alignItems="flex-end" borderBottomWidth="1px" borderColor="border" data-testid="activity-filters">
      <Field.Root width={{ base: 'full', md: 'auto' }} minWidth={{ md: '44' }}>
        <Field.Label fontSize="xs" color="fg.muted">
          <FormattedMessage id="activity.filter.period" />
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field name="preset" data-testid="activity-filter-preset" value={filters.preset} onChange={(event) => onChange({ preset: event.currentTarget.value as DatePreset })}>
            {DATE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {intl.formatMessage({ id: PRESET_LABEL[preset] })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {filters.preset === 'CUSTOM' ? (
        <HStack gap="2">
          <Field.Root>
            <Field.Label fontSize="xs" color="fg.muted">
              <FormattedMessage id="activity.filter.from" />
            </Field.Label>
            <Input size="sm" type="date" value={filters.customFrom} onChange={(event) => onChange({ customFrom: event.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="xs" color="fg.muted">
              <FormattedMessage id="activity.filter.to" />
            </Field.Label>
            <Input size="sm" type="date" value={filters.customTo} onChange={(event) => onChange({ customTo: event.currentTarget.value })} />
          </Field.Root>
        </HStack>
      ) : null}
      <ActivityFilterSelect
        name="actorId"
        value={filters.actorId}
        onChange={(value) => onChange({ actorId: value })}
        label={intl.formatMessage({ id: 'activity.filter.actor' })}
        options={actors.map((actor) => ({ value: actor.id, label: actor.fullName || actor.email }))}
        allLabel={intl.formatMessage({ id: 'activity.filter.anyone' })}
      />
      <ActivityFilterSelect
        name="entity"
        value={filters.entity}
        onChange={(value) => onChange({ entity: value })}
        label={intl.formatMessage({ id: 'activity.filter.entity' })}
        options={ACTIVITY_ENTITIES.map((entity) => ({
          value: entity,
          label: intl.formatMessage(activityEntityLabel(entity)),
        }))}
        allLabel={intl.formatMessage({ id: 'activity.filter.anything' })}
      />
      <ActivityFilterSelect
        name="action"
        value={filters.action}
        onChange={(value) => onChange({ action: value })}
        label={intl.formatMessage({ id: 'activity.filter.action' })}
        options={ACTIVITY_ACTIONS.map((action) => ({ value: action, label: intl.formatMessage(activityActionLabel(action)) }))}
        allLabel={intl.formatMessage({ id: 'activity.filter.anyChange' })}
      />
      {busy ? <Spinner size="sm" color="brand.solid" marginBottom="2" /> : null}
    </Flex>
  );
}

/** One of the log's selects, with "any" first. */
function ActivityFilterSelect({
  name,
  value,
  label,
  options,
  allLabel,
  onChange,
}: {
  name: keyof Filters;
  value: string;
  label: string;
  options: { value: string; label: string }[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width={{ base: 'full', md: 'auto' }} minWidth={{ md: '44' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} data-testid={`activity-filter-${name}`} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
