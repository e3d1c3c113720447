import { ChartColumn } from "lucide-react";
import { Card, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { formatCalendarDay } from "#client/features/admin/lib/eastern-time.ts";
import type { AdminStats } from "#shared/schemas/admin.ts";

type Day = AdminStats["pageViews"][number];
const number = new Intl.NumberFormat("en-US");

/**
 * Page views of the last 14 Eastern days: plain CSS bars for the eye (hidden from assistive
 * technology) and a visually hidden table with the same numbers for everyone else.
 */
export function PageViewsChart({ days }: { days: Day[] | undefined }) {
  const max = Math.max(1, ...(days ?? []).map((d) => d.views));
  const total = (days ?? []).reduce((sum, d) => sum + d.views, 0);
  return (
    <Card as="section" aria-labelledby="page-views-title" className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="page-views-title" className="flex items-center gap-2 text-base">
          <ChartColumn aria-hidden="true" className="size-5 text-brand" />
          Page views, last 14 days
        </CardTitle>
        {days ? <p className="text-sm text-gray-700">{number.format(total)} in total</p> : null}
      </div>
      {!days ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-1 sm:gap-2">
            {days.map((d) => (
              <div key={d.day} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                <div
                  title={`${formatCalendarDay(d.day)}: ${d.views}`}
                  className="w-full rounded-t-md bg-brand/80"
                  style={{ height: `${Math.max(2, (d.views / max) * 100)}%` }}
                />
              </div>
            ))}
          </div>
          <div
            aria-hidden="true"
            className="mt-1 flex gap-1 text-center text-[11px] text-gray-600 sm:gap-2"
          >
            {days.map((d) => (
              <span key={d.day} className="min-w-0 flex-1">
                {Number(d.day.slice(8))}
              </span>
            ))}
          </div>
          <table className="sr-only">
            <caption>Page views per day, Eastern time</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatCalendarDay(d.day)}</th>
                  <td>{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
