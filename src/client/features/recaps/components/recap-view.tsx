import {
  Award,
  ChevronLeft,
  ChevronRight,
  Ghost,
  type LucideIcon,
  Newspaper,
  Search,
} from "lucide-react";
import { Link } from "wouter";
import { AtomFeedLink } from "#client/components/ui/atom-feed-link.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { QuipCard } from "#client/entities/quip/index.ts";
import {
  competitionRibbonText,
  formatTopicDate,
  QuipCountBadge,
} from "#client/entities/topic/index.ts";
import { paths } from "#client/lib/paths.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { atomFeeds } from "#shared/rules/atom-feeds.ts";
import { isSunday } from "#shared/rules/topic-calendar.ts";
import type { Recap, RecapDay } from "#shared/schemas/recaps.ts";

const navLinkClass =
  "inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline";

/** A week on Quip: each day's topic and its podium, then the week's most liked quips. */
export function RecapView({ recap }: { recap: Recap }) {
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-strong">
            <Newspaper aria-hidden="true" className="size-4" />
            {RECAP_MSG.weekTitle}
          </p>
          <AtomFeedLink feed={atomFeeds.recaps()} className="ml-auto" />
        </div>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words text-gray-900 md:text-3xl">
          {RECAP_MSG.span(formatTopicDate(recap.startsOn), formatTopicDate(recap.endsOn))}
        </h1>
        {recap.isCurrent ? (
          <p className="mt-2 text-sm text-gray-700">{RECAP_MSG.inProgress}</p>
        ) : null}
        <nav aria-label="Other weeks" className="mt-4 flex flex-wrap justify-between gap-3">
          {recap.previousWeek ? (
            <Link href={paths.recap.getHref(recap.previousWeek)} className={navLinkClass}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {RECAP_MSG.previous}
            </Link>
          ) : (
            <span />
          )}
          {recap.nextWeek ? (
            <Link href={paths.recap.getHref(recap.nextWeek)} className={navLinkClass}>
              {RECAP_MSG.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      </Card>

      <section aria-labelledby="recap-days" className="space-y-4">
        <h2 id="recap-days" className="text-lg font-bold text-gray-900">
          {RECAP_MSG.days}
        </h2>
        <ol className="space-y-4">
          {recap.days.map((day) => (
            <li key={day.date}>
              <RecapDayCard day={day} />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="recap-top" className="space-y-4">
        <h2 id="recap-top" className="text-lg font-bold text-gray-900">
          {RECAP_MSG.topQuips}
        </h2>
        {recap.topQuips.length === 0 ? (
          <Card className="px-6 py-8 text-center text-gray-700">{RECAP_MSG.noTopQuips}</Card>
        ) : (
          <ol className="space-y-4">
            {recap.topQuips.map((quip) => (
              <li key={quip.id}>
                <QuipCard quip={quip} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <RecapSleuths recap={recap} />
    </div>
  );
}

/** The week's best guessers and its Ghosts: guesses as the week's reveals scored them. */
function RecapSleuths({ recap }: { recap: Recap }) {
  return (
    <section aria-labelledby="recap-sleuths" className="grid gap-4 sm:grid-cols-2">
      <h2 id="recap-sleuths" className="sr-only">
        {RECAP_MSG.sleuths} · {RECAP_MSG.ghosts}
      </h2>
      <RecapListCard
        id="recap-sleuths-title"
        icon={Search}
        title={RECAP_MSG.sleuths}
        blurb={RECAP_MSG.sleuthsBlurb}
        empty={RECAP_MSG.noSleuths}
        items={recap.sleuths.map((sleuth) => ({
          key: sleuth.userId,
          memberId: sleuth.userId,
          username: sleuth.username,
          line: RECAP_MSG.sleuthLine(sleuth.right, sleuth.scored),
        }))}
      />
      <RecapListCard
        id="recap-ghosts-title"
        icon={Ghost}
        title={RECAP_MSG.ghosts}
        blurb={RECAP_MSG.ghostsBlurb}
        empty={RECAP_MSG.noGhosts}
        items={recap.ghosts.map((ghost) => ({
          key: ghost.quipId,
          memberId: ghost.authorId,
          username: ghost.username,
          line: RECAP_MSG.ghostLine(ghost.guessTotal),
          quipId: ghost.quipId,
        }))}
      />
    </section>
  );
}

interface RecapListItem {
  key: string;
  memberId: string;
  username: string;
  line: string;
  /** The quip the line speaks of, linked from it. */
  quipId?: string;
}

/** A card listing members, each with a line about their week. */
function RecapListCard({
  id,
  icon: Icon,
  title,
  blurb,
  empty,
  items,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  blurb: string;
  empty: string;
  items: RecapListItem[];
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5">
      <h3 id={id} className="flex items-center gap-2 font-bold text-gray-900">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{blurb}</p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              <Link
                href={paths.profile.getHref(item.memberId)}
                className="font-semibold break-words text-brand-strong underline-offset-2 hover:underline"
              >
                @{item.username}
              </Link>{" "}
              {item.quipId ? (
                <Link
                  href={paths.quip.getHref(item.quipId)}
                  className="text-gray-700 underline underline-offset-2"
                >
                  {item.line}
                </Link>
              ) : (
                <span className="text-gray-700">{item.line}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function noTopicLine(day: RecapDay): string {
  if (isSunday(day.date)) return RECAP_MSG.sunday;
  return day.isUpcoming ? RECAP_MSG.upcoming : RECAP_MSG.noTopic;
}

function RecapDayCard({ day }: { day: RecapDay }) {
  const headingId = `recap-day-${day.date}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-bold text-gray-900">
          <span className="block text-sm font-semibold text-gray-700">
            {formatTopicDate(day.date)}
          </span>
          {day.topic ? (
            <Link
              href={paths.topic.getHref(day.topic.topicIdentifier)}
              className="break-words underline-offset-2 hover:underline"
            >
              {day.topic.topic}
            </Link>
          ) : (
            <span className="font-normal text-gray-700">{noTopicLine(day)}</span>
          )}
        </h3>
        {day.topic ? <QuipCountBadge count={day.topic.quipCount} /> : null}
      </div>
      {day.results === "pending" ? (
        <p className="text-sm text-gray-700">{RECAP_MSG.resultsPending}</p>
      ) : null}
      {day.results === "published" && day.winners.length === 0 ? (
        <p className="text-sm text-gray-700">{RECAP_MSG.noWinners}</p>
      ) : null}
      {day.winners.length > 0 ? (
        <ol aria-label={RECAP_MSG.winnersOf(day.topic?.topic ?? day.date)} className="space-y-3">
          {day.winners.map((winner) => (
            <li key={winner.quip.id}>
              <p className="ml-4 inline-flex items-center gap-1.5 rounded-t-lg border border-b-0 border-amber-200 bg-amber-50 px-3 py-1 text-xs font-bold text-amber-900">
                <Award aria-hidden="true" className="size-3.5" />
                {competitionRibbonText(winner)}
              </p>
              <QuipCard quip={winner.quip} />
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
