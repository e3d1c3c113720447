import { GenerationError } from "#server/ai/generation-error.ts";
import type { TextGenerator } from "#server/ai/text-generator.ts";
import { comparisonKey, validateQuip, validateTopic } from "#server/ai/validate.ts";
import { hashString, mixSeed, randomSeed, seededRandom } from "#server/lib/seeded-random.ts";
import { describeTopic, fillTemplate, templateFingerprint, templateFits, tidy } from "./compose";
import { QUIP_TEMPLATES } from "./quips";
import { BUILTIN_TOPICS } from "./topics";

/** Fixed, shuffled order: consecutive seeds (days) get unrelated joke shapes. */
const TEMPLATE_ORDER = seededRandom(20_250_914).shuffle(QUIP_TEMPLATES);
const FINGERPRINTS = new Map(TEMPLATE_ORDER.map((t) => [t.id, templateFingerprint(t)]));
/** Different slot fillings to try per template before moving on to the next template. */
const FILLS_PER_TEMPLATE = 4;

/**
 * The offline generator shipped with Quip: topics from a curated list, quips composed from
 * curated templates and word banks. No network, so it always works; deterministic for a seed.
 */
export class BuiltinGenerator implements TextGenerator {
  readonly description = "built-in";

  async generateTopic(options: { avoid: string[]; seed?: number }): Promise<string> {
    const used = new Set((options.avoid ?? []).map(comparisonKey));
    const free = BUILTIN_TOPICS.filter((topic) => !used.has(comparisonKey(topic)));
    if (free.length === 0) {
      throw new GenerationError(
        `All ${BUILTIN_TOPICS.length} built-in topics have been used; add topics by hand or configure an AI provider`,
        { reason: "exhausted" },
      );
    }
    const random = seededRandom(options.seed ?? randomSeed());
    return validateTopic(random.pick(free), { avoid: options.avoid });
  }

  async generateQuip(options: { topic: string; avoid?: string[]; seed?: number }): Promise<string> {
    const avoid = options.avoid ?? [];
    const facts = describeTopic(options.topic ?? "");
    if (!facts.mid) throw new GenerationError("Cannot write a quip without a topic");
    const seed = options.seed ?? randomSeed();
    const earlier = avoid.map((quip) => quip.toLowerCase().replace(/\s+/gu, " "));
    const fitting = TEMPLATE_ORDER.filter((t) => templateFits(t, facts.form));
    // Prefer joke shapes that none of the earlier quips used, so a month of posts reads fresh.
    const unused = fitting.filter((t) => {
      const print = FINGERPRINTS.get(t.id) ?? "";
      return !earlier.some((quip) => quip.includes(print));
    });
    const used = (phrase: string) => {
      const needle = phrase.toLowerCase();
      return earlier.some((quip) => quip.includes(needle));
    };
    const topicSeed = hashString(facts.mid.toLowerCase());
    for (const pool of [unused, fitting]) {
      if (pool.length === 0) continue;
      const start = Math.abs(Math.trunc(seed)) % pool.length;
      for (let i = 0; i < pool.length; i++) {
        const template = pool[(start + i) % pool.length];
        if (!template) continue;
        for (let fill = 0; fill < FILLS_PER_TEMPLATE; fill++) {
          const random = seededRandom(mixSeed(seed, topicSeed, hashString(template.id), fill));
          try {
            return validateQuip(tidy(fillTemplate(template, facts, random, used)), {
              avoid,
              topic: options.topic,
            });
          } catch (error) {
            // Too long for this topic, a repeat or a word only a bot would use: another
            // filling or template will do.
            if (!(error instanceof GenerationError)) throw error;
          }
        }
      }
    }
    throw new GenerationError(`No new quip could be composed about "${options.topic}"`, {
      reason: "exhausted",
    });
  }
}
