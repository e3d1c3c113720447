import type { FieldErrors, Validate } from "#client/components/form/validation.ts";
import { LIMITS } from "#shared/limits.ts";
import { REPORT_MSG } from "#shared/messages/moderation.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { FLAG_CATEGORIES, type FlagCategoryKey } from "#shared/schemas/flags.ts";

export type ReportValues = { category: FlagCategoryKey | null; link: string; reason: string };

type Report = { category: (typeof FLAG_CATEGORIES)[number]; link: string; reason: string };

/** The reason box each category asks for (none for the others). */
export const REASON_LABELS: Partial<Record<FlagCategoryKey, string>> = {
  stolen: REPORT_MSG.sourceRequired,
  offtopic: "Reason (optional)",
  other: "Additional message:",
};

/**
 * A category; the original quip's link for a repeat; the source for a stolen quip; a reason
 * within its limit. The data holds only what the chosen category asks for, trimmed.
 */
export const checkReport: Validate<ReportValues, Report> = ({ category, link, reason }) => {
  const chosen = FLAG_CATEGORIES.find((option) => option.key === category);
  const text = category && REASON_LABELS[category] ? reason.trim() : "";
  const linkText = category === "repeat" ? link.trim() : "";
  const errors: FieldErrors<keyof ReportValues> = {};
  if (!chosen) errors.category = QUIP_MSG.flag.categoryRequired;
  if (text.length > LIMITS.flagReasonMax) errors.reason = QUIP_MSG.flag.reasonTooLong;
  else if (category === "stolen" && !text) errors.reason = QUIP_MSG.flag.sourceRequired;
  if (category === "repeat" && !linkText) errors.link = QUIP_MSG.flag.linkRequired;
  if (!chosen || errors.reason || errors.link) return { ok: false, errors };
  return { ok: true, data: { category: chosen, link: linkText, reason: text } };
};
