import { CircleCheck, CircleX, Fingerprint, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useGuesses } from "#client/features/guesses/api/guesses.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import type { GuessSummary } from "#shared/schemas/guesses.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { LazyGuessDialog } from "./lazy-guess-dialog";
import { SealedGuessLine } from "./sealed-guess-line";

const m = GUESS_MSG;

/**
 * Whodunnit on a quip's page (decision 0164). While the quip is anonymous, a member who did not
 * write it may guess who did: "Guess who wrote it", then their sealed guess with Change and
 * Withdraw. Once revealed, whether they guessed right (the card above says how many did). Its
 * author, and a visitor, see nothing of it at all, before the reveal as after.
 */
export function GuessPanel({ quip }: { quip: Quip }) {
  const { data: viewer } = useCurrentUser();
  const isOpen = quip.isAnonymous;
  // After the reveal there is only the member's own verdict to show, and only if some guessed.
  const mayHaveGuessed = isOpen || quip.guesses === null || quip.guesses.total > 0;
  const shown = Boolean(viewer) && !quip.isOwn && mayHaveGuessed;
  const summary = useGuesses(quip.id, { sealed: isOpen, enabled: shown });
  if (!shown) return null;
  if (!isOpen) return summary.data ? <Verdict quip={quip} summary={summary.data} /> : null;
  return (
    <Card
      as="section"
      aria-label={m.guessAction}
      className="flex min-h-18 items-center p-4 sm:px-5"
    >
      {summary.isPending ? (
        <div role="status" aria-label="Loading your guess" className="flex w-full gap-3">
          <Skeleton className="h-8 flex-1" />
          <Skeleton className="h-8 w-36 rounded-full" />
        </div>
      ) : summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-800">
          <p>{m.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : (
        <OpenGuess quipId={quip.id} mine={summary.data.mine?.username ?? null} />
      )}
    </Card>
  );
}

function OpenGuess({ quipId, mine }: { quipId: string; mine: string | null }) {
  const [isGuessing, setGuessing] = useState(false);
  return (
    <>
      {mine ? (
        <SealedGuessLine quipId={quipId} username={mine} onChange={() => setGuessing(true)} />
      ) : (
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-gray-800">
            <Fingerprint aria-hidden="true" className="size-5 shrink-0 text-brand-strong" />
            {m.invitation}
          </p>
          <Button size="sm" aria-haspopup="dialog" onClick={() => setGuessing(true)}>
            {m.guessAction}
          </Button>
        </div>
      )}
      <LazyGuessDialog quipId={quipId} open={isGuessing} onOpenChange={setGuessing} />
    </>
  );
}

/** After the reveal: how many guessed, until the quip's card can say it, and the member's verdict. */
function Verdict({ quip, summary }: { quip: Quip; summary: GuessSummary }) {
  const { total, correct } = summary;
  const tally = quip.guesses === null && total ? m.tally(correct ?? 0, total) : null;
  const mine = summary.mine?.correct === null ? null : summary.mine;
  if (!mine && !tally) return null;
  const Icon = mine?.correct ? CircleCheck : CircleX;
  return (
    <Card as="section" aria-label={m.guessAction} className="space-y-1 p-4 sm:px-5">
      {tally ? <p className="text-sm text-gray-700">{tally}</p> : null}
      {mine ? (
        <p className="flex items-center gap-2 font-semibold text-gray-900">
          <Icon
            aria-hidden="true"
            className={mine.correct ? "size-5 text-brand-strong" : "size-5 text-gray-600"}
          />
          <span className="min-w-0 break-words">
            {mine.correct ? m.right : m.wrong(mine.username)}
          </span>
        </p>
      ) : null}
    </Card>
  );
}
