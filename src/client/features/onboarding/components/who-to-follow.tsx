import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { FollowRow } from "#client/entities/user/index.ts";
import {
  useKeepFollowState,
  useSuggestedMembers,
} from "#client/features/onboarding/api/get-suggested-members.ts";
import { ONBOARDING_MSG } from "#shared/messages/onboarding.ts";

const m = ONBOARDING_MSG;

/**
 * Members worth following (authors of recently revealed quips), each with Follow in place. The
 * list keeps whom the member just followed, so they can take it back with the same button.
 */
export function WhoToFollow({ viewerId }: { viewerId: string }) {
  const people = useSuggestedMembers();
  const keepFollowState = useKeepFollowState();
  return (
    <section aria-labelledby="who-to-follow-title">
      <h3 id="who-to-follow-title" className="font-bold text-gray-900">
        {m.whoToFollow}
      </h3>
      {people.isPending ? (
        <div role="status" aria-label="Loading members to follow" className="mt-3 space-y-2">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
        </div>
      ) : people.isError ? (
        <InlineLoadError
          message={m.suggestionsFailed}
          onRetry={() => void people.refetch()}
          className="mt-2 text-sm font-semibold text-gray-900"
        />
      ) : people.data.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{m.noSuggestions}</p>
      ) : (
        <ul className="-mx-4 mt-1 divide-y divide-gray-100">
          {people.data.map((person) => (
            <FollowRow
              key={person.id}
              person={person}
              isViewer={person.id === viewerId}
              note={m.suggestionNumbers(person.revealedQuips, person.revealedLikes)}
              onFollowChange={(state) => keepFollowState(person.id, state)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who to follow on a card of its own: under an empty Following feed. */
export function WhoToFollowCard({ viewerId }: { viewerId: string }) {
  return (
    <Card className="px-4 pt-4 pb-1">
      <WhoToFollow viewerId={viewerId} />
    </Card>
  );
}
