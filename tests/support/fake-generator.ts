import { GenerationError, type TextGenerator } from "#server/ai/text-generator.ts";

/** A predictable generator: numbered topics and quips, or failures on demand. */
export function fakeGenerator(options: { fail?: boolean } = {}) {
  let topics = 0;
  let quips = 0;
  const generator: TextGenerator & { calls: { topics: number; quips: number } } = {
    description: "fake",
    calls: { topics: 0, quips: 0 },
    async generateTopic({ avoid }) {
      generator.calls.topics += 1;
      if (options.fail) throw new GenerationError("provider is down");
      let topic: string;
      do {
        topics += 1;
        topic = `Everyday thing ${topics}`;
      } while (avoid.some((a) => a.toLowerCase() === topic.toLowerCase()));
      return topic;
    },
    async generateQuip({ topic }) {
      generator.calls.quips += 1;
      if (options.fail) throw new GenerationError("provider is down");
      quips += 1;
      return `Joke number ${quips} about ${topic.toLowerCase()}.`;
    },
  };
  return generator;
}
