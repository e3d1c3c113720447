import type { FieldErrors, Validate } from "#client/components/form/validation.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { fitsQuipLimit, keptPunchline } from "#shared/rules/punchline.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import { availableChoice, hasOpenTopic, type TopicChoice } from "./topic-choice";

/** A punchline the member has not opened, or has removed, is empty. */
export type ComposeValues = { content: string; punchline: string; topic: TopicChoice | null };
export type ComposedQuip = { content: string; punchline: string | null; topic: TopicChoice | null };

type TextErrors = FieldErrors<"content" | "punchline">;

/**
 * The spec's compose checks, without zod (compose does not download it): some content, at most
 * 500 characters with its punchline (decision 0163), both trimmed.
 */
function textErrors(content: string, punchline: string | null): TextErrors {
  if (!content) return { content: COMPOSE_MSG.contentRequired };
  if (content.length > LIMITS.quipMax) return { content: COMPOSE_MSG.tooLong };
  if (!fitsQuipLimit(content, punchline)) return { punchline: QUIP_MSG.punchlineTooLong };
  return {};
}

/**
 * What to say while the member types, before any submit: only a passed limit, which the red
 * counter alone would not explain. An empty box is not a mistake until they try to post it.
 */
export function typingErrors({ content, punchline }: Omit<ComposeValues, "topic">): TextErrors {
  const text = content.trim();
  return text ? textErrors(text, keptPunchline(punchline)) : {};
}

/**
 * A quip's content and punchline, and its topic whenever one is open in `counts`: "No topic"
 * is a choice, so only a chosen topic that has closed or filled up since (or a "use this
 * topic" link to a full one) leaves nothing chosen. Without counts (a draft, or topics still
 * loading) only the text.
 */
export const checkQuip =
  (counts?: TopicQuipCounts): Validate<ComposeValues, ComposedQuip> =>
  ({ content, punchline, topic }) => {
    const text = content.trim();
    const ending = keptPunchline(punchline);
    const choice = availableChoice(topic, counts);
    const errors: FieldErrors<keyof ComposeValues> = textErrors(text, ending);
    if (hasOpenTopic(counts) && choice === null) errors.topic = COMPOSE_MSG.chooseTopic;
    return errors.content || errors.punchline || errors.topic
      ? { ok: false, errors }
      : { ok: true, data: { content: text, punchline: ending, topic: choice } };
  };
