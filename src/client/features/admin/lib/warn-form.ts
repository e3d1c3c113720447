import { z } from "zod";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { parseQuipLink } from "#shared/schemas/flags.ts";
import { WarnInput } from "#shared/schemas/warnings.ts";

const m = ADMIN_MSG.moderation.warn;

/** What the warning cites: nothing, or a quip or comment given by its link or id. */
export const CITES = ["nothing", "quip", "comment"] as const;
export type Cites = (typeof CITES)[number];

export type WarnFormValues = { reason: string; cites: Cites; citation: string };

export const initialWarnForm: WarnFormValues = { reason: "", cites: "nothing", citation: "" };

const commentId = WarnInput.shape.commentId.unwrap();

/**
 * The dialog's values as the server takes them: a quip's link (any address with /quip/{id}) or
 * id as `quipId`, a comment's id as `commentId`. Whether the member wrote it, and whether it may
 * be cited at all, is the server's to say.
 */
export const WarnForm = z
  .object({
    reason: WarnInput.shape.reason,
    cites: z.enum(CITES),
    citation: z.string(),
  })
  .transform(({ reason, cites, citation }, issues) => {
    if (cites === "nothing") return { reason };
    if (cites === "quip") {
      const quipId = parseQuipLink(citation);
      if (quipId) return { reason, quipId };
      issues.addIssue({ code: "custom", path: ["citation"], message: m.citeQuipInvalid });
      return z.NEVER;
    }
    const parsed = commentId.safeParse(citation.trim().toLowerCase());
    if (parsed.success) return { reason, commentId: parsed.data };
    issues.addIssue({ code: "custom", path: ["citation"], message: m.citeCommentInvalid });
    return z.NEVER;
  });
