import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { Direction } from 'radix-ui';
import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { ChartFrame, formatChartValue, formatDay, formatTick, type ChartValueKind } from '../../private/chart';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import * as styles from './TrendChart.css';

export const trendChartVariants = ['bars', 'line'] as const;
export type TrendChartVariant = (typeof trendChartVariants)[number];

/** One day's value. */
export interface TrendPoint {
  /** A day of the platform's clock, yyyy-MM-dd. */
  date: string;
  value: number;
}

export interface TrendChartProps {
  /** What the chart shows ("Bets per day"): the figure's caption and its table's. */
  title: string;
  /** Keeps the title for assistive technology only, when a heading above already says it. */
  hideTitle?: boolean;
  /** One value per day, oldest first: the time axis reads from the inline start. */
  points: readonly TrendPoint[];
  /** Bars for what each day adds (bets, income), a line for a level that carries on (a balance). */
  variant?: TrendChartVariant;
  /** Money (two decimals, `currencySymbol` in the tooltip and table) or counts. */
  valueKind?: ChartValueKind;
  currencySymbol?: string;
  /** Profit and loss: bars above zero in the success tone, below in the danger tone. */
  signed?: boolean;
  /** Names the values in the chart's table ("Bets"). */
  valueLabel: string;
  /** A placeholder in the plot's place while the values load. */
  loading?: boolean;
  /** Shown when there are no points; "Nothing to show for these days" when omitted. */
  empty?: ReactNode;
}

/**
 * Values per day as bars or a line (the agent's team overview and reports, the member's profit and
 * loss and balance). For assistive technology: a summary of the series and a table of every day;
 * by keyboard the chart is one tab stop and the arrow keys (Home, End) move from day to day, each
 * day read out and its tooltip shown, as on hover. Its words are in the records strings area.
 */
export function TrendChart(props: TrendChartProps) {
  const { title, hideTitle, points, loading, empty } = props;
  const id = useId();
  return (
    <ChartFrame
      titleId={`${id}-title`}
      title={title}
      hideTitle={hideTitle}
      loading={loading}
      isEmpty={points.length === 0}
      empty={empty}
    >
      <TrendPlot {...props} id={id} />
    </ChartFrame>
  );
}

/**
 * The drawing's own units. The SVG stretches them over the plot's box (its CSS size, from the
 * tokens), and every label is placed in percent of it: nothing is measured, so the chart draws the
 * same on the server, in the first frame and after any resize, with no ResizeObserver to wait for.
 * Lines and rings keep their stroke widths (non-scaling strokes).
 */
const width = 1000;
const height = 200;
/** Room above the highest and below the lowest value: the focus ring stays inside the plot. */
const inset = 4;
/** How many days' labels the axis shows at most: fewer on a long series. */
const dayLabels = 10;
const percent = (units: number, of: number) => `${((units / of) * 100).toFixed(3)}%`;

function TrendPlot(props: TrendChartProps & { id: string }) {
  const { id, title, points, variant = 'bars', valueKind = 'number', currencySymbol, signed, valueLabel } = props;
  const t = useDsTranslation();
  const locale = useDsLanguage();
  // The writing direction the ThemeProvider sets (ltr without one).
  const rtl = Direction.useDirection() === 'rtl';
  const pointRefs = useRef<(SVGGElement | null)[]>([]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(Number.POSITIVE_INFINITY);

  const last = points.length - 1;
  const stop = Math.min(tabStop, last);
  const active = hovered ?? focused;
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const bars = variant === 'bars';
  // Bars grow from zero; a line shows how a level moves, so its axis fits the values.
  const [from, to] = bars ? [Math.min(0, low), Math.max(0, high)] : [low, high];
  const y = scaleLinear<number>({
    domain: from === to ? [from, from + 1] : [from, to],
    range: [height - inset, inset],
    nice: 4,
  });
  // Counts have no fractions: their axis marks whole numbers only.
  const ticks = y.ticks(4).filter((tick) => valueKind === 'money' || Number.isInteger(tick));
  // Positions along the time axis count from the inline start; the drawing mirrors them in RTL.
  const x = scaleBand<number>({
    domain: points.map((_, index) => index),
    range: [0, width],
    paddingInner: bars ? 0.25 : 0,
    paddingOuter: bars ? 0.15 : 0,
  });
  const band = x.bandwidth();
  const startOf = (index: number) => x(index) ?? 0;
  const centreOf = (index: number) => startOf(index) + band / 2;
  const physical = (inline: number) => (rtl ? width - inline : inline);
  const zero = y(Math.max(y.domain()[0] ?? 0, Math.min(0, y.domain()[1] ?? 0)));

  const value = (amount: number) => formatChartValue(amount, valueKind, locale, currencySymbol);
  const day = (date: string) => formatDay(date, locale);
  const labelOf = (index: number) => {
    const point = points[index];
    return point ? `${day(point.date)}: ${value(point.value)}` : '';
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(last, index));
    setTabStop(next);
    pointRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    // The earliest day is at the inline start: in RTL the right arrow goes back in time.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = focused ?? stop;
    const target =
      event.key === forward
        ? current + 1
        : event.key === back
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inline = ((rtl ? box.right - event.clientX : event.clientX - box.left) / (box.width || 1)) * width;
    let nearest = 0;
    for (let index = 1; index <= last; index += 1) {
      if (Math.abs(centreOf(index) - inline) < Math.abs(centreOf(nearest) - inline)) nearest = index;
    }
    setHovered(nearest);
  };

  const step = Math.max(1, Math.ceil(points.length / dayLabels));
  const labelled = points.map((_, index) => index).filter((index) => (last - index) % step === 0);
  const tickLabels = ticks.map((tick) => formatTick(tick, locale));

  const summaryId = `${id}-summary`;
  const highest = values.indexOf(high);
  const lowest = values.indexOf(low);
  const activePoint = active === null ? undefined : points[active];

  return (
    <>
      <div className={styles.chart}>
        <div className={styles.values} aria-hidden="true">
          {ticks.map((tick, index) => (
            <span key={tick} className={styles.valueTick} style={{ insetBlockStart: percent(y(tick), height) }}>
              {/* A number reads left to right in a right-to-left page too: "-500", not "500-". */}
              <bdi dir="ltr">{tickLabels[index]}</bdi>
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg
            viewBox={`0 0 ${String(width)} ${String(height)}`}
            preserveAspectRatio="none"
            className={styles.svg}
            role="group"
            aria-labelledby={`${id}-title`}
            aria-describedby={summaryId}
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHovered(null)}
          >
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            ))}
            {bars ? (
              <line x1={0} x2={width} y1={zero} y2={zero} className={styles.baseline} />
            ) : (
              <>
                <AreaClosed
                  data={points as TrendPoint[]}
                  x={(_, index) => physical(centreOf(index))}
                  y={(point) => y(point.value)}
                  yScale={y}
                  className={styles.area}
                />
                <LinePath
                  data={points as TrendPoint[]}
                  x={(_, index) => physical(centreOf(index))}
                  y={(point) => y(point.value)}
                  className={styles.line}
                />
              </>
            )}
            {points.map((point, index) => {
              const columnStart = physical(rtl ? startOf(index) + band : startOf(index));
              const top = y(Math.max(0, point.value));
              const size = Math.abs(y(point.value) - zero);
              const tone = signed ? (point.value < 0 ? styles.loss : styles.gain) : undefined;
              return (
                // The chart's points are its keyboard stops (one at a time, roving): each a picture with its label.
                <g
                  key={point.date}
                  ref={(element) => {
                    pointRefs.current[index] = element;
                  }}
                  role="img"
                  aria-label={labelOf(index)}
                  tabIndex={index === stop ? 0 : -1}
                  className={styles.point}
                  data-active={index === active || undefined}
                  onFocus={() => {
                    setFocused(index);
                    setTabStop(index);
                  }}
                  onBlur={() => setFocused(null)}
                >
                  {bars ? (
                    <Bar
                      x={columnStart}
                      y={point.value < 0 ? zero : top}
                      width={band}
                      height={point.value === 0 ? 0 : Math.max(1, size)}
                      className={tone ? `${styles.bar} ${tone}` : styles.bar}
                    />
                  ) : (
                    <>
                      <line
                        x1={physical(centreOf(index))}
                        x2={physical(centreOf(index))}
                        y1={y(point.value)}
                        y2={height - inset}
                        className={styles.guide}
                      />
                      {/* A round cap of no length: a dot that the stretching leaves round. */}
                      <line
                        x1={physical(centreOf(index))}
                        x2={physical(centreOf(index))}
                        y1={y(point.value)}
                        y2={y(point.value)}
                        className={styles.dot}
                      />
                    </>
                  )}
                  <rect
                    x={bars ? columnStart - inset / 2 : physical(centreOf(index)) - inset * 2}
                    y={inset / 2}
                    width={bars ? band + inset : inset * 4}
                    height={height - inset}
                    className={styles.ring}
                  />
                </g>
              );
            })}
          </svg>
          {activePoint && active !== null ? (
            <div className={styles.tooltip} style={tooltipPlace(centreOf(active))} aria-hidden="true">
              <span>{day(activePoint.date)}</span>
              <bdi dir="ltr" className={styles.tooltipValue}>
                {value(activePoint.value)}
              </bdi>
            </div>
          ) : null}
        </div>
        <div className={styles.days} aria-hidden="true">
          {labelled.map((index) => (
            <span key={index} className={styles.dayTick} style={dayPlace(index, last, centreOf(index), rtl)}>
              {formatDay(points[index]?.date ?? '', locale, 'dayMonth')}
            </span>
          ))}
        </div>
      </div>
      <p id={summaryId} className={visuallyHidden}>
        {t('recordsChartSummary', {
          count: points.length,
          from: day(points[0]?.date ?? ''),
          to: day(points[last]?.date ?? ''),
          highest: labelOf(highest),
          lowest: labelOf(lowest),
        })}{' '}
        {t('recordsChartKeys')}
      </p>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recordsChartDay')}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{day(point.date)}</th>
              <td>{value(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The tooltip beside its day, on the side with more room, so that it never leaves the plot. */
function tooltipPlace(centre: number): CSSProperties {
  return centre < width / 2
    ? { insetInlineStart: `calc(${percent(centre, width)} + ${vars.space.sm})` }
    : { insetInlineEnd: `calc(${percent(width - centre, width)} + ${vars.space.sm})` };
}

/** A day's label centred under it; the first and last kept inside the axis. */
function dayPlace(index: number, last: number, centre: number, rtl: boolean): CSSProperties {
  if (index === 0 && last > 0) return { insetInlineStart: 0 };
  if (index === last && last > 0) return { insetInlineEnd: 0 };
  return { insetInlineStart: percent(centre, width), transform: `translateX(${rtl ? 50 : -50}%)` };
}
