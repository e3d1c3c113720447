import { Hourglass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { QuipText } from "#client/entities/quip/index.ts";
import {
  useOwnHeldPosts,
  useWithdrawHeldPost,
} from "#client/features/held-posts/api/held-posts.ts";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import type { HeldPost } from "#shared/schemas/watched-words.ts";

const m = WATCHED_WORDS_MSG;

function HeldPostRow({ post }: { post: HeldPost }) {
  const withdraw = useWithdrawHeldPost();
  const declined = post.status === "declined";
  return (
    <li className="space-y-2 border-t border-gray-100 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            declined ? "bg-gray-100 text-gray-800" : "bg-amber-50 text-amber-900",
          )}
        >
          {declined ? m.heldDeclined : m.heldPending}
        </span>
        <time dateTime={post.createdAt} className="text-gray-700">
          {easternDateTimeText(post.createdAt)}
        </time>
        {post.topicText ? <span className="text-gray-700">· {post.topicText}</span> : null}
      </div>
      <QuipText quip={post} open />
      <div className="flex flex-wrap items-center gap-3">
        {post.kind === "comment" && post.quipId ? (
          <Link
            href={paths.quip.getHref(post.quipId)}
            className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            {m.onQuip}
          </Link>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(post.id, {
              onSuccess: () => toast({ title: m.withdrawn, variant: "success" }),
              onError: (error) =>
                toast({
                  title: m.withdrawFailed,
                  ...refusalDescription(error),
                  variant: "destructive",
                }),
            })
          }
        >
          {declined ? m.clear : m.withdraw}
        </Button>
      </div>
    </li>
  );
}

/**
 * One's own quips and comments a watched word holds, on one's own profile: the one place they
 * show until a moderator approves them. Nothing held, nothing shown.
 */
export function HeldPostsCard() {
  const held = useOwnHeldPosts();
  if (held.isPending || (held.isSuccess && held.data.length === 0)) return null;
  return (
    <Card as="section" aria-labelledby="held-posts-title" className="space-y-3 p-5 sm:p-6">
      <h2 id="held-posts-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Hourglass aria-hidden="true" className="size-5 text-brand" />
        {m.heldTitle}
      </h2>
      {held.isError ? (
        <InlineLoadError
          className="text-sm text-red-800"
          message={m.heldLoadFailed}
          onRetry={() => held.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-gray-700">{m.heldIntro}</p>
          <ul className="space-y-3">
            {held.data.map((post) => (
              <HeldPostRow key={post.id} post={post} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
