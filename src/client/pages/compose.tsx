import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "#client/components/layout/page.tsx";
import { ComposeScreen, useComposeParams } from "#client/features/compose/index.ts";
import { TopicOfTheDayCard } from "#client/features/home/index.ts";
import { useTopicOfTheDay } from "#client/features/topics/index.ts";
import { ProfileSummaryCard } from "#client/features/users/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";

const TITLES = {
  new: { title: "New Quip", description: "Short, funny, and anonymous for its first 48 hours." },
  "edit-vault": { title: "Edit Draft", description: "Polish a draft from your vault." },
  "post-from-vault": {
    title: "Post from Vault",
    description: "Send a draft from your vault live.",
  },
} as const;

/** /compose: a new quip, a draft to edit (edit-vault) or a draft to post (post-from-vault). */
export function ComposePage() {
  const { mode, vaultQuipId, useTopic } = useComposeParams();
  const { data: user } = useCurrentUser();
  const topic = useTopicOfTheDay();
  const { title, description } = TITLES[mode];
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex w-full max-w-[976px] justify-center gap-6 px-4 py-6 md:py-8">
      <div className="w-full max-w-[600px] min-w-0">
        <Link
          href={previousFeedPath()}
          className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to feed
        </Link>
        <PageHeader title={title} description={description} />
        <ComposeScreen mode={mode} vaultQuipId={vaultQuipId} useTopic={useTopic} />
      </div>
      <aside aria-label="Sidebar" className="hidden w-72 shrink-0 space-y-4 md:block lg:w-80">
        {user ? <ProfileSummaryCard user={user} /> : null}
        <TopicOfTheDayCard
          topic={topic.data}
          isPending={topic.isPending}
          isMember
          offerUseTopic={false}
        />
      </aside>
    </div>
  );
}
