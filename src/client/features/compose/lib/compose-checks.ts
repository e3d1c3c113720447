import type { FieldErrors, Validate } from "#client/components/form/validation.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import { availableChoice, hasOpenTopic, type TopicChoice } from "./topic-choice";

export type ComposeValues = { content: string; topic: TopicChoice | null };

/**
 * The spec's compose checks, without zod (compose does not download it): some content, at most
 * 500 characters, trimmed.
 */
function contentErrors(content: string): FieldErrors<keyof ComposeValues> {
  if (!content) return { content: COMPOSE_MSG.contentRequired };
  if (content.length > LIMITS.quipMax) return { content: COMPOSE_MSG.tooLong };
  return {};
}

/**
 * What to say while the member types, before any submit: only a passed limit, which the red
 * counter alone would not explain. An empty box is not a mistake until they try to post it.
 */
export function typingError(content: string): string | undefined {
  const error = contentErrors(content.trim()).content;
  return error === COMPOSE_MSG.tooLong ? error : undefined;
}

/**
 * A quip's content, and its topic whenever one is open in `counts`: "No topic" is a choice, so
 * only a chosen topic that has closed or filled up since (or a "use this topic" link to a full
 * one) leaves nothing chosen. Without counts (a draft, or topics still loading) only the content.
 */
export const checkQuip =
  (counts?: TopicQuipCounts): Validate<ComposeValues, ComposeValues> =>
  ({ content, topic }) => {
    const text = content.trim();
    const choice = availableChoice(topic, counts);
    const errors = contentErrors(text);
    if (hasOpenTopic(counts) && choice === null) errors.topic = COMPOSE_MSG.chooseTopic;
    return errors.content || errors.topic
      ? { ok: false, errors }
      : { ok: true, data: { content: text, topic: choice } };
  };
