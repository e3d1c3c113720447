import type { MemberQuipPair } from "./fixtures";
import type { MemberSession } from "./sessions";

/** Far more pairs than connections, so no two requests in flight lock the same quip row. */
export const PAIRS = 512;

/**
 * Up to PAIRS pairs, the quips in their order, each given to the next member in turn, never a
 * member's own quip, a pair twice, or a pair `skipped` ("quip:member"). With fewer quips than
 * pairs the quips come round again, each after all the others, for other members.
 */
export function pairInTurn(
  members: MemberSession[],
  quips: Array<{ id: string; author_id: string }>,
  skipped: (key: string) => boolean = () => false,
): MemberQuipPair[] {
  const pairs: MemberQuipPair[] = [];
  const paired = new Set<string>();
  for (let n = 0; pairs.length < PAIRS && n < quips.length * members.length; n++) {
    const quip = quips[n % quips.length] as { id: string; author_id: string };
    const member = members[pairs.length % members.length] as MemberSession;
    const key = `${quip.id}:${member.userId}`;
    if (quip.author_id === member.userId || paired.has(key) || skipped(key)) continue;
    paired.add(key);
    pairs.push({ member, quipId: quip.id, authorId: quip.author_id });
  }
  return pairs;
}
