import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useSaveVaultQuip, useUpdateVaultQuip } from "#client/entities/draft/index.ts";
import { isTopicLimitError, useCreateQuip } from "#client/entities/quip/index.ts";
import { spendTopicPlace } from "#client/entities/topic/index.ts";
import type { TopicChoice } from "#client/features/compose/lib/topic-choice.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { paths } from "#client/lib/paths.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { VAULT_MSG } from "#shared/messages/vault.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { QuipText } from "#shared/rules/punchline.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import type { ComposeMode } from "./use-compose-params";

const vaultTab = () => paths.profile.getHref(undefined, "vault");

/**
 * Compose's three calls with the spec's toasts and where each goes next: post (a new quip or a
 * draft going live), save a new draft, update a draft. `onTopicLimit` runs on the
 * three-per-topic refusal (the form scrolls to the picker).
 */
export function useComposeActions({
  mode,
  draftId,
  onTopicLimit,
}: {
  mode: ComposeMode;
  draftId: string | undefined;
  onTopicLimit: () => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useCreateQuip();
  const save = useSaveVaultQuip();
  const update = useUpdateVaultQuip();

  function post(text: QuipText, topic: TopicChoice | null, counts: TopicQuipCounts | undefined) {
    const day = topic === "today" || topic === "yesterday" ? topic : null;
    const quota = day ? counts?.[day] : null;
    create.mutate(
      {
        ...text,
        topicOfTheDay: Boolean(quota),
        topicText: quota?.topic ?? null,
        ...(mode === "post-from-vault" && draftId ? { vaultQuipId: draftId } : {}),
      },
      {
        onSuccess: (posted) => {
          if (day && quota) spendTopicPlace(queryClient, day);
          if ("held" in posted) {
            // Held by a watched word: it waits on its author's profile, the one place it shows.
            toast({ title: WATCHED_WORDS_MSG.heldTitle, description: posted.message });
            navigate(paths.profile.getHref());
            return;
          }
          toast({ title: COMPOSE_MSG.posted, variant: "success" });
          navigate(paths.home.getHref("new"));
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          const refusal = refusalText(error);
          if (isTopicLimitError(error)) {
            toast({ title: QUIP_MSG.topicLimitToast, variant: "destructive" });
            void queryClient.invalidateQueries({ queryKey: topicKeys.counts() });
            onTopicLimit();
          } else if (refusal) {
            // The server said why (a suspension: until when, and why): trying again won't help.
            toast({ title: COMPOSE_MSG.postRefused, description: refusal, variant: "destructive" });
          } else if (mode === "post-from-vault") {
            toast({
              title: COMPOSE_MSG.errorTitle,
              description: COMPOSE_MSG.postFromVaultFailed,
              variant: "destructive",
            });
          } else {
            toast({ title: COMPOSE_MSG.postFailed, variant: "destructive" });
          }
        },
      },
    );
  }

  /** Save to Vault: a new draft, or (from a draft) the same draft rewritten. */
  function saveToVault(text: QuipText) {
    const onError = (error: Error) => {
      if (handleUnauthorized(error)) return;
      // A full vault or the saving limit says what to do; "Please try again" alone would not.
      const said = refusalText(error);
      toast({
        title: VAULT_MSG.saveFailed,
        ...(said ? { description: said } : {}),
        variant: "destructive",
      });
    };
    const onSuccess = () => {
      toast({ title: VAULT_MSG.saved, variant: "success" });
      navigate(vaultTab());
    };
    if (mode === "post-from-vault" && draftId) {
      update.mutate({ id: draftId, ...text }, { onSuccess, onError });
    } else {
      save.mutate(text, { onSuccess, onError });
    }
  }

  /** Save Changes (edit-vault). */
  function saveChanges(text: QuipText) {
    if (!draftId) return;
    update.mutate(
      { id: draftId, ...text },
      {
        onSuccess: () => {
          toast({ title: VAULT_MSG.updated, variant: "success" });
          navigate(vaultTab());
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: VAULT_MSG.updateFailed, variant: "destructive" });
        },
      },
    );
  }

  const isPending = create.isPending || save.isPending || update.isPending;
  return { post, saveToVault, saveChanges, isPending, isPosting: create.isPending };
}
