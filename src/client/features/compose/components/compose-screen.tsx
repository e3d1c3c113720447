import { ArrowLeft, CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useVaultQuip } from "#client/entities/draft/index.ts";
import type { ComposeMode } from "#client/features/compose/hooks/use-compose-params.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { paths } from "#client/lib/paths.ts";
import { VAULT_MSG } from "#shared/messages/vault.ts";
import { ComposeForm } from "./compose-form";

/** Compose's body: a new quip at once, or a draft loaded first for the vault modes. */
export function ComposeScreen({
  mode,
  vaultQuipId,
  useTopic,
}: {
  mode: ComposeMode;
  vaultQuipId: string | undefined;
  useTopic: boolean;
}) {
  const draft = useVaultQuip(mode === "new" ? undefined : vaultQuipId);
  if (mode === "new") return <ComposeForm mode="new" preselectToday={useTopic} />;
  if (draft.isPending) {
    return (
      <div role="status" aria-label="Loading your draft" className="space-y-4">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (draft.isError) {
    const { error } = draft;
    const message = error instanceof ApiError ? error.body || error.message : error.message;
    return (
      <Card role="alert" className="flex flex-col items-start gap-4 p-5">
        <p className="flex items-start gap-2 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {VAULT_MSG.loadError(message)}
        </p>
        <Link href={paths.compose.getHref()} className={buttonVariants({ variant: "secondary" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Write a new quip instead
        </Link>
      </Card>
    );
  }
  return (
    <ComposeForm
      key={draft.data.id}
      mode={mode}
      draftId={draft.data.id}
      initialContent={draft.data.content}
      initialPunchline={draft.data.punchline}
      preselectToday={useTopic}
    />
  );
}
