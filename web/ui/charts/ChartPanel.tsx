import { Chart, useChart, type UseChartReturn } from '@chakra-ui/charts';
import { Box, Button, Card, ColorSwatch, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../DataTable';
import { FigureCell } from '../FigureCell';
import { downloadFile } from '../downloadFile';
import { MenuIcon } from '../MenuIcon';
import { ChoiceButtons } from '../ChoiceButtons';
import { PanelTitleRow } from '../PanelTitleRow';
import { chartCsv, compactAmount, plotRows } from './chartData';

export type ChartSeries = {
  /** The rows' key holding this series' values (decimal strings). */
  key: string;
  /** Its name in the legend, the tooltip, the table's heading and the CSV's header, in the member's language. */
  label: string;
  /** A colour token or CSS colour; by default the next colour of `CHART_COLORS`. */
  color?: string;
};

/**
 * Colours for series, in order: the Okabe–Ito palette ("Color Universal Design",
 * Okabe & Ito, 2008; https://jfly.uni-koeln.de/color/), which people with any
 * common colour-vision deficiency tell apart, without its yellow, too pale on
 * white. Each series is also named in the legend and the table, so colour is
 * never the only cue.
 */
export const CHART_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#000000',
] as const;

export type ChartKind = 'bar' | 'stackedBar' | 'line' | 'area';

type ChartPanelProps = {
  title: ReactNode;
  /** A sentence under the title (what the figures are, their currency). */
  description?: ReactNode;
  kind: ChartKind;
  /** One row per point on the x axis; the series' values are decimal strings (never JS numbers), '' or absent for none. */
  rows: ReadonlyArray<Readonly<Record<string, string>>>;
  /** The rows' key of the x axis value (a period, a date). */
  xKey: string;
  /** The x axis' name: the table's first heading and the CSV's first header. */
  xLabel: string;
  /** How an x value reads on the axis, the tooltip and the table (a period's name); the CSV keeps the value as it is. */
  formatX?: (value: string) => string;
  series: readonly ChartSeries[];
  /** The currency of every value: the axis, tooltip and table show it in the member's money format. */
  currency: string;
  /** The exported file's name, ending in .csv. */
  csvFileName: string;
  /** Chart or table first; the member can switch. */
  initialView?: ChartView;
  testId?: string;
};

/**
 * A chart with its figures: a switch between the chart and a table of the same
 * rows (what a screen reader or a person who would rather read gets), and an
 * export of those rows as CSV with the exact decimal values. The chart draws
 * the values as numbers because pixels are numbers; every figure a person reads
 * (axis aside) is formatted from the decimal string itself, exact at any size.
 */
export function ChartPanel({
  title,
  description,
  kind,
  rows,
  xKey,
  xLabel,
  formatX = (value) => value,
  series,
  currency,
  csvFileName,
  initialView = 'chart',
  testId,
}: ChartPanelProps) {
  const intl = useIntl();
  const [view, setView] = useState(initialView);
  const colored = series.map((item, index) => ({
    ...item,
    color: item.color ?? CHART_COLORS[index % CHART_COLORS.length]!,
  }));
  /** What the chart and the table both draw: the same rows and series, read the same way. */
  const plotted = { rows, xKey, formatX, series: colored, currency };

  const exportCsv = () => {
    const url = URL.createObjectURL(
      new Blob([chartCsv(rows, xKey, xLabel, colored)], { type: 'text/csv;charset=utf-8' }),
    );
    downloadFile(url, csvFileName);
    // The browser reads the blob once the download starts; released a minute later rather than at once, which some browsers cancel.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Card.Root variant="outline" bg="bg" data-testid={testId}>
      <Card.Body>
        <Stack gap="4">
          <PanelTitleRow title={title} description={description}>
            <ChartViewSwitch
              view={view}
              onView={setView}
              onExport={rows.length === 0 ? null : exportCsv}
            />
          </PanelTitleRow>
          {rows.length === 0 ? (
            <Text color="fg.muted" fontSize="sm" paddingY="6" textAlign="center">
              <FormattedMessage id="chart.empty" />
            </Text>
          ) : view === 'chart' ? (
            <ChartFigure
              {...plotted}
              kind={kind}
              label={intl.formatMessage(
                { id: 'chart.figureLabel' },
                { title: typeof title === 'string' ? title : xLabel },
              )}
            />
          ) : (
            <ChartTable {...plotted} xLabel={xLabel} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** How a panel shows its series: as a chart, or as the table of its figures. */
const CHART_VIEWS = ['chart', 'table'] as const;
type ChartView = (typeof CHART_VIEWS)[number];

/** The switch between the chart and its table, and the export of its rows as CSV (none while there are no rows). */
function ChartViewSwitch({
  view,
  onView,
  onExport,
}: {
  view: ChartView;
  onView: (view: ChartView) => void;
  onExport: (() => void) | null;
}) {
  return (
    <HStack gap="2">
      <ChoiceButtons
        size="xs"
        choices={CHART_VIEWS.map((choice) => ({
          value: choice,
          label: <FormattedMessage id={`chart.view.${choice}`} />,
          testId: `chart-view-${choice}`,
        }))}
        value={view}
        onChoose={onView}
      />
      <Button
        size="xs"
        variant="ghost"
        onClick={onExport ?? undefined}
        disabled={onExport === null}
        data-testid="chart-export-csv"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="chart.exportCsv" />
      </Button>
    </HStack>
  );
}

/** The chart's rows as a table: the x value, then each series' figure in the member's money format. */
function ChartTable({
  rows,
  xKey,
  xLabel,
  formatX,
  series,
  currency,
}: Omit<FigureProps, 'kind' | 'label'> & { xLabel: string }) {
  const { language } = useLanguage();
  return (
    <DataTable
      columns={[
        { key: xKey, label: xLabel },
        ...series.map((item) => ({ key: item.key, label: item.label, numeric: true })),
      ]}
      size="sm"
      testId="chart-table"
    >
      {rows.map((row, index) => (
        <Table.Row key={`${row[xKey]}-${index}`}>
          <Table.Cell whiteSpace="nowrap">{formatX(row[xKey] ?? '')}</Table.Cell>
          {series.map((item) => (
            <FigureCell key={item.key}>
              {row[item.key] ? formatMoney(row[item.key]!, currency, language) : '—'}
            </FigureCell>
          ))}
        </Table.Row>
      ))}
    </DataTable>
  );
}

type FigureProps = {
  kind: ChartKind;
  rows: ReadonlyArray<Readonly<Record<string, string>>>;
  xKey: string;
  formatX: (value: string) => string;
  series: readonly Required<ChartSeries>[];
  currency: string;
  label: string;
};

function ChartFigure({ kind, rows, xKey, formatX, series, currency, label }: FigureProps) {
  const { language } = useLanguage();
  const chart = useChart({
    data: plotRows(rows, xKey, series),
    series: series.map((item) => ({
      name: item.key,
      label: item.label,
      color: item.color,
      stackId: kind === 'stackedBar' ? 'stack' : undefined,
    })),
  });
  const axisX = (
    <XAxis
      dataKey={chart.key(xKey)}
      tickLine={false}
      axisLine={false}
      tickFormatter={(value: string) => formatX(value)}
      minTickGap={12}
    />
  );
  const axisY = (
    <YAxis
      tickLine={false}
      axisLine={false}
      width={64}
      tickFormatter={(value: number) => compactAmount(value, language)}
    />
  );
  const grid = <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />;
  const zero = <ReferenceLine y={0} stroke={chart.color('border.emphasized')} />;
  const tooltip = (
    <Tooltip
      cursor={{ fill: chart.color('bg.muted') }}
      isAnimationActive={false}
      content={(props) => (
        <ExactTooltip
          {...(props as TooltipContent)}
          rows={rows}
          xKey={xKey}
          formatX={formatX}
          series={series}
          currency={currency}
        />
      )}
    />
  );
  // Recharts sorts the legend by its label unless told otherwise; the legend follows the series (age buckets, periods) in their order.
  const seriesOrder = new Map(
    chart.series.map((item, index) => [String(chart.key(item.name)), index]),
  );
  const legend = (
    <Legend
      content={<Chart.Legend />}
      itemSorter={(item) => seriesOrder.get(String(item.dataKey)) ?? seriesOrder.size}
    />
  );

  const Plot = PLOTS[kind];
  return (
    <Box role="img" aria-label={label}>
      <Chart.Root maxH="xs" chart={chart}>
        <Plot data={chart.data} responsive>
          {grid}
          {axisX}
          {axisY}
          {zero}
          {tooltip}
          {legend}
          {chart.series.map((item) => seriesMark(kind, item, chart))}
        </Plot>
      </Chart.Root>
    </Box>
  );
}

/** The chart each kind draws in; a stacked bar is a bar chart whose series share a stack. */
const PLOTS = { line: LineChart, area: AreaChart, bar: BarChart, stackedBar: BarChart } as const;

type PlotChart = UseChartReturn<ReturnType<typeof plotRows>[number]>;

/** One series as its kind draws it: a line, a lightly filled area, or bars (stacked when it has a stack). */
function seriesMark(kind: ChartKind, item: PlotChart['series'][number], chart: PlotChart) {
  const common = {
    key: String(item.name),
    isAnimationActive: false,
    dataKey: chart.key(item.name),
  };
  if (kind === 'line')
    return (
      <Line
        {...common}
        type="monotone"
        stroke={chart.color(item.color)}
        strokeWidth={2}
        dot={false}
      />
    );
  if (kind === 'area')
    return (
      <Area
        {...common}
        type="monotone"
        stroke={chart.color(item.color)}
        fill={chart.color(item.color)}
        fillOpacity={0.15}
        strokeWidth={2}
      />
    );
  return <Bar {...common} fill={chart.color(item.color)} stackId={item.stackId} />;
}

type TooltipContent = { active?: boolean; label?: string | number };

/** The hovered point's figures, each formatted from its decimal string (exact), not from the plotted number. */
function ExactTooltip({
  active,
  label,
  rows,
  xKey,
  formatX,
  series,
  currency,
}: TooltipContent & Omit<FigureProps, 'kind' | 'label'>) {
  const { language } = useLanguage();
  const row = rows.find((candidate) => candidate[xKey] === String(label));
  if (!active || !row) return null;
  return (
    <Stack
      gap="1"
      bg="bg.panel"
      paddingX="2.5"
      paddingY="1.5"
      rounded="l2"
      shadow="md"
      textStyle="xs"
      minWidth="10rem"
    >
      <Text fontWeight="medium">{formatX(row[xKey] ?? '')}</Text>
      {series.map((item) => (
        <HStack key={item.key} gap="1.5" justifyContent="space-between">
          <HStack gap="1.5">
            <ColorSwatch value={item.color} rounded="full" boxSize="2" />
            <Text as="span" color="fg.muted">
              {item.label}
            </Text>
          </HStack>
          <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
            {row[item.key] ? formatMoney(row[item.key]!, currency, language) : '—'}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
