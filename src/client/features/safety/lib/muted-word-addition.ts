import { LIMITS } from "#shared/limits.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { normalizeMutedWord } from "#shared/rules/muted-words.ts";

export type MutedWordAddition = { ok: true; word: string } | { ok: false; message: string };

/**
 * Whether `typed` may join the list, checked before anything is sent: the server's own limits
 * and messages, and no repeat in another case (which the server would keep once, silently).
 */
export function checkMutedWordAddition(words: readonly string[], typed: string): MutedWordAddition {
  const word = normalizeMutedWord(typed);
  if (word.length < LIMITS.mutedWordMin) return { ok: false, message: SAFETY_MSG.mutedWordEmpty };
  if (word.length > LIMITS.mutedWordMax) {
    return { ok: false, message: SAFETY_MSG.mutedWordTooLong };
  }
  const repeat = words.find((kept) => kept.toLowerCase() === word.toLowerCase());
  if (repeat !== undefined) {
    return { ok: false, message: SAFETY_CLIENT_MSG.mutedWordRepeated(repeat) };
  }
  if (words.length >= LIMITS.mutedWordsMax) {
    return { ok: false, message: SAFETY_MSG.tooManyMutedWords };
  }
  return { ok: true, word };
}
