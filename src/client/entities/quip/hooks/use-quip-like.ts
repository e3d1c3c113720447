import { useState } from "react";
import { useLikeQuip } from "#client/entities/quip/api/like-quip.ts";
import { useMemberGuard } from "#client/lib/auth/use-member-guard.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/**
 * The card's like: `toggle` for the button, `like` for a double-click (which only ever likes).
 * `popKey` changes each time the heart should play its small "pop".
 */
export function useQuipLike(quip: Pick<Quip, "id" | "isLiked" | "likesCount">) {
  const mayAct = useMemberGuard();
  const mutation = useLikeQuip();
  const [popKey, setPopKey] = useState(0);

  function run(onlyLike: boolean) {
    if (!mayAct({ kind: "like", quipId: quip.id })) return;
    if (!quip.isLiked || onlyLike) setPopKey((key) => key + 1);
    if (onlyLike && quip.isLiked) return;
    mutation.mutate({ id: quip.id, isLiked: quip.isLiked, likesCount: quip.likesCount });
  }

  return { toggle: () => run(false), like: () => run(true), popKey };
}
