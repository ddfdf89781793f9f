import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCallDay, TCallStatsResponse } from "@ringline/api-client";
import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ringline/react-widgets";
import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../../components/query-view.js";
import { formatDay } from "./call-format.js";
import { LIVE_UPDATES } from "./live-updates.js";

const SERIES = [
  { key: "calls", label: msg`Calls`, className: "call-chart-calls" },
  { key: "leads", label: msg`Leads`, className: "call-chart-leads" },
  { key: "bookings", label: msg`Bookings`, className: "call-chart-bookings" },
  { key: "afterHours", label: msg`After hours`, className: "call-chart-after-hours" },
] as const;

/** The day's bars, one inside the other, centred: where each starts and its share of the day's width. */
const BARS = [
  { key: "calls", inset: 0.1, share: 0.8 },
  { key: "leads", inset: 0.25, share: 0.5 },
  { key: "bookings", inset: 0.35, share: 0.3 },
] as const;

/** The last 30 days at a glance: totals, a chart per day, and minutes against the plan. */
export function CallStatsCard() {
  const api = useApiClient();
  const stats = useQuery({ ...routeQueryOptions(api, "getCallStats"), ...LIVE_UPDATES });
  const { t } = useLingui();
  return (
    <Card as="section" aria-labelledby="call-stats">
      <CardHeader>
        <CardTitle as="h2" id="call-stats">
          <Trans>Last 30 days</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Calls, leads, bookings and after-hours calls per day.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={stats} loadingLabel={t`Loading the last 30 days…`} lines={3}>
          {(data) => <Stats stats={data} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function Stats({ stats }: { stats: TCallStatsResponse }) {
  const { totals, usage } = stats;
  const { _ } = useLinguiRuntime();
  return (
    <div className="call-stats">
      <dl className="call-totals">
        {SERIES.map((series) => (
          <div key={series.key} className="call-total">
            <dt>{_(series.label)}</dt>
            <dd>{totals[series.key]}</dd>
          </div>
        ))}
      </dl>
      {/* The minutes before the chart: what the plan is about, and on a phone clear of the
          chat's button, which sits over the first screen's bottom corner. */}
      <Minutes usage={usage} />
      <CallChart days={stats.days} />
    </div>
  );
}

function Minutes({ usage }: { usage: TCallStatsResponse["usage"] }) {
  const { t } = useLingui();
  const used = usage.minutesUsed;
  if (usage.minutesIncluded === null) {
    return (
      <p className="call-minutes">
        {usage.plan === "unlimited"
          ? t`${used} minutes used this period (unlimited plan).`
          : t`${used} minutes used this period.`}
      </p>
    );
  }
  const included = usage.minutesIncluded;
  const extra = usage.overageMinutes;
  return (
    <div className="call-minutes">
      <p>
        {extra > 0
          ? t`${used} of ${included} minutes used this period (${extra} extra)`
          : t`${used} of ${included} minutes used this period`}
      </p>
      <meter
        className="usage-meter"
        aria-label={t`Minutes used against the plan`}
        min={0}
        max={usage.minutesIncluded}
        high={usage.minutesIncluded * 0.9}
        optimum={0}
        value={Math.min(usage.minutesUsed, usage.minutesIncluded)}
      />
    </div>
  );
}

const WIDTH = 600;
const HEIGHT = 142;

/** A bar per day (calls), with leads and bookings inside it and a dot for after-hours calls. */
function CallChart({ days }: { days: TCallDay[] }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const most = Math.max(1, ...days.map((day) => day.calls));
  const step = WIDTH / days.length;
  const height = (value: number) => ((HEIGHT - 8) * value) / most;
  // The axis, one unit above the bottom so that its line is drawn whole.
  const top = HEIGHT - 1;
  const summary = days.reduce((sum, day) => sum + day.calls, 0);
  return (
    <figure className="call-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t`Calls per day over the last 30 days: ${summary} in all. The table below has each day's figures.`}
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={top} y2={top} className="call-chart-axis" />
        {days.map((day, index) => {
          const x = index * step;
          const { calls, leads, bookings, afterHours } = day;
          const date = formatDay(day.date);
          return (
            <g key={day.date}>
              <title>
                {t`${date}: ${calls} calls, ${leads} leads, ${bookings} bookings, ${afterHours} after hours`}
              </title>
              {BARS.map(({ key, inset, share }) => (
                <rect
                  key={key}
                  x={x + step * inset}
                  width={step * share}
                  y={top - height(day[key])}
                  height={height(day[key])}
                  className={`call-chart-${key}`}
                />
              ))}
              {day.afterHours > 0 && (
                <circle
                  cx={x + step / 2}
                  cy={top - height(day.calls) - 5}
                  r={3}
                  className="call-chart-after-hours"
                />
              )}
            </g>
          );
        })}
      </svg>
      {/* The days under the bars as text of the page, not of the drawing: the drawing
          stretches to the card's width, which squeezed its own labels to a few pixels on a
          phone. Hidden from screen readers, who have the table below. */}
      <div className="call-chart-labels" aria-hidden="true">
        {days.map((day, index) =>
          index % 5 === 0 ? (
            <span key={day.date} style={{ gridColumn: `${index + 1} / span 5` }}>
              {formatDay(day.date)}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="call-chart-legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <span className={`call-chart-swatch ${series.className}`} aria-hidden="true" />{" "}
            {_(series.label)}
          </span>
        ))}
      </figcaption>
      <div className="visually-hidden">
        <table>
          <caption>
            <Trans>Calls per day, last 30 days</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {_(series.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {SERIES.map((series) => (
                  <td key={series.key}>{day[series.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
