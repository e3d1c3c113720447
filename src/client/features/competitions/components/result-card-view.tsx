import { Link as LinkIcon, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import {
  canShareNatively,
  copyResultLink,
  shareResult,
} from "#client/features/competitions/lib/share-result.ts";
import { paths } from "#client/lib/paths.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";
import { placeLine, resultCardPaths } from "#shared/rules/result-card.ts";
import type { ResultCard } from "#shared/schemas/competitions.ts";

const linkClass = "font-semibold text-brand-strong underline-offset-2 hover:underline";

/**
 * A member's result card: its picture as link previews show it, the result in words, the quip
 * when it may be shown, and the ways to pass it on: the share sheet where the browser has one,
 * and the link to copy.
 */
export function ResultCardView({ card }: { card: ResultCard }) {
  // Known only in the browser: the first render draws what every browser can do.
  const [hasShareSheet, setHasShareSheet] = useState(false);
  useEffect(() => setHasShareSheet(canShareNatively()), []);
  return (
    <Card as="article" aria-labelledby="result-title" className="overflow-hidden">
      <img
        src={resultCardPaths.image(card.competitionId, card.member.id)}
        alt={RESULT_MSG.imageAlt(card.headline, card.member.username)}
        width={1200}
        height={630}
        className="aspect-[1200/630] h-auto w-full border-b border-gray-200 bg-gray-50"
      />
      <div className="space-y-4 p-5">
        <div>
          <h1 id="result-title" className="text-2xl font-extrabold tracking-tight text-gray-900">
            {card.cityLine}
          </h1>
          <p className="mt-1 text-gray-700">
            {placeLine(card.ranking, card.totalQuips)} on{" "}
            <Link href={paths.topic.getHref(card.topic.identifier)} className={linkClass}>
              “{card.topic.text}”
            </Link>
          </p>
        </div>
        <Link
          href={paths.profile.getHref(card.member.id)}
          className="inline-flex items-center gap-2 font-semibold text-gray-900 underline-offset-2 hover:underline"
        >
          <UserAvatar user={card.member} size="sm" />@{card.member.username}
        </Link>
        {card.quip ? (
          <figure className="rounded-xl border border-gray-200 bg-gray-50 p-4">
            <blockquote className="text-lg whitespace-pre-line text-gray-900">
              {card.quip.content}
            </blockquote>
            <figcaption className="mt-2 text-sm">
              <Link href={paths.quip.getHref(card.quip.id)} className={linkClass}>
                {RESULT_MSG.seeQuip}
              </Link>
            </figcaption>
          </figure>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {hasShareSheet ? (
            <Button onClick={() => void shareResult(card)}>
              <Share2 aria-hidden="true" className="size-4" />
              {RESULT_MSG.share}
            </Button>
          ) : null}
          <Button
            variant={hasShareSheet ? "secondary" : "primary"}
            onClick={() => void copyResultLink(card)}
          >
            <LinkIcon aria-hidden="true" className="size-4" />
            {RESULT_MSG.copyLink}
          </Button>
        </div>
      </div>
    </Card>
  );
}
