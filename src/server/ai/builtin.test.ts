import { describe, expect, it } from "vitest";
import { botGiveaways } from "./bot-voice";
import { BuiltinGenerator } from "./builtin/builtin-generator";
import { describeTopic, takesAn, templateFingerprint, tidy, topicForm } from "./builtin/compose";
import { QUIP_TEMPLATES } from "./builtin/quips";
import { BUILTIN_TOPICS, TOPIC_CATEGORIES, TOPICS_BY_CATEGORY } from "./builtin/topics";
import { CATEGORY_BANKS, GENERAL_BANK, SHARED_BANKS } from "./builtin/word-banks";
import { topicMidSentence } from "./casing";
import { GenerationError } from "./generation-error";
import { comparisonKey, validateTopic } from "./validate";

const generator = new BuiltinGenerator();

/** Cheap checks for the mistakes slot-filling makes: leftovers, doubled words, wrong articles. */
function expectWellFormed(quip: string): void {
  expect(quip.length).toBeGreaterThanOrEqual(1);
  expect(quip.length).toBeLessThanOrEqual(280);
  expect(quip).toBe(quip.trim());
  expect(quip).not.toMatch(/\n/);
  expect(quip).not.toMatch(/undefined|null|NaN|\[object/);
  expect(quip).not.toMatch(/[{}]/);
  expect(quip).not.toMatch(/ {2}/);
  expect(quip).not.toMatch(/\b(a|an|the|to|of|is|are)\s+\1\b/i);
  expect(quip).not.toMatch(/\b(?:a|an)\s+(?:a|an|the)\b/i);
  // "a apple" / "an banana" (the few sound exceptions aside)
  expect(quip).not.toMatch(/\ba\s+(?!one\b|uni|use|usu|eu)[aeiou]/i);
  expect(quip).not.toMatch(/\ban\s+(?!hour|honest|honor|RSVP|FAQ|SUV|MBA|X)[b-df-hj-np-tv-z]/i);
  expect(quip).not.toMatch(/([.,;:!?])\1/);
  expect(quip).not.toMatch(/[,;:][.!?]|[.!?][,;]/);
  expect(quip).not.toMatch(/\s[,.;:!?]/);
  expect(quip).toMatch(/^["“]?[A-Z0-9]/);
  expect(quip).toMatch(/[.!?]["”]?$/);
}

function templateOf(quip: string): string[] {
  const lower = quip.toLowerCase();
  return QUIP_TEMPLATES.filter((t) => lower.includes(templateFingerprint(t))).map((t) => t.id);
}

describe("built-in topics", () => {
  it("has at least 400 distinct topics", () => {
    expect(BUILTIN_TOPICS.length).toBeGreaterThanOrEqual(400);
    const keys = new Set(BUILTIN_TOPICS.map(comparisonKey));
    expect(keys.size).toBe(BUILTIN_TOPICS.length);
  });

  it("keeps every topic valid: 1–4 words, at most 100 characters, in sentence case", () => {
    for (const topic of BUILTIN_TOPICS) {
      expect(topic.split(" ").length).toBeLessThanOrEqual(4);
      expect(topic.length).toBeLessThanOrEqual(100);
      expect(validateTopic(topic)).toBe(topic);
    }
  });

  it("never picks a topic from avoid, comparing without case or punctuation", async () => {
    const keep = ["Doing laundry", "Group chats", "Self-checkout"];
    const avoid = BUILTIN_TOPICS.filter((t) => !keep.includes(t)).map((t) => `${t.toUpperCase()}!`);
    for (let seed = 0; seed < 30; seed++) {
      expect(keep).toContain(await generator.generateTopic({ avoid, seed }));
    }
    for (let i = 0; i < 10; i++) {
      expect(keep).toContain(await generator.generateTopic({ avoid }));
    }
  });

  it("is deterministic for a seed and varies without one", async () => {
    const a = await generator.generateTopic({ avoid: [], seed: 42 });
    expect(await generator.generateTopic({ avoid: [], seed: 42 })).toBe(a);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(await generator.generateTopic({ avoid: [] }));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("fills a year of days without repeating, then says it has run out", async () => {
    const used: string[] = [];
    for (let day = 0; day < BUILTIN_TOPICS.length; day++) {
      used.push(await generator.generateTopic({ avoid: used, seed: day }));
    }
    expect(new Set(used.map(comparisonKey)).size).toBe(BUILTIN_TOPICS.length);
    const error = await generator.generateTopic({ avoid: used }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).reason).toBe("exhausted");
  });
});

describe("built-in quips", () => {
  it("writes 30 daily quips for 30 topics, all valid, distinct and in different joke shapes", async () => {
    const topics: string[] = [];
    const quips: string[] = [];
    for (let day = 1; day <= 30; day++) {
      const topic = await generator.generateTopic({ avoid: topics, seed: day });
      topics.push(topic);
      // As QuipBot does: the avoid list is its recent quips, newest first.
      quips.unshift(await generator.generateQuip({ topic, avoid: quips.slice(0, 30), seed: day }));
    }
    for (const quip of quips) expectWellFormed(quip);
    expect(new Set(quips).size).toBe(30);
    const shapes = quips.flatMap(templateOf);
    expect(new Set(shapes).size).toBe(30);
  });

  it("writes 7 different quips for the same topic when told to avoid the earlier ones", async () => {
    for (const topic of ["Doing laundry", "Group chats", "Morning coffee", "Bubble tea"]) {
      const quips: string[] = [];
      for (let i = 0; i < 7; i++) {
        const quip = await generator.generateQuip({ topic, avoid: [...quips] });
        expectWellFormed(quip);
        expect(quips).not.toContain(quip);
        quips.push(quip);
      }
      expect(new Set(quips.flatMap(templateOf)).size).toBe(7);
    }
  });

  it("writes a well-formed quip mentioning the topic for every built-in topic", async () => {
    for (const [i, topic] of BUILTIN_TOPICS.entries()) {
      const quip = await generator.generateQuip({ topic, seed: i });
      expectWellFormed(quip);
      expect(quip.toLowerCase()).toContain(describeTopic(topic).mid.toLowerCase());
    }
  });

  it("never says or hints that a bot wrote it, whatever the topic", async () => {
    // QuipBot's quip is anonymous for 48 hours: "a robot that doubts I'm human" would sign it.
    const giveaways: string[] = [];
    for (const [i, topic] of BUILTIN_TOPICS.entries()) {
      for (const seed of [i, i + 1_000, i + 2_000]) {
        const quip = await generator.generateQuip({ topic, seed });
        const words = botGiveaways(quip, { topic });
        if (words.length > 0) giveaways.push(`${topic}: ${words.join(", ")}: ${quip}`);
      }
    }
    expect(giveaways).toEqual([]);
  });

  it("writes well-formed quips for topics an administrator might type", async () => {
    const typed = [
      "Bubble tea",
      "Glitter",
      "The weekend",
      "Monday Mornings",
      "DOING LAUNDRY",
      "umbrellas!",
      "A rainy day",
      "Hour-long meetings",
      "8-hour shifts",
      "Eating ice cream",
      "Wi-Fi",
      "TV",
      "Opening a jar",
      "Unicorns",
      "Kids",
      "Elevator music",
      "Cleaning the gutters",
      "Sunday scaries",
    ];
    for (const [i, topic] of typed.entries()) {
      for (let seed = i * 100; seed < i * 100 + 12; seed++) {
        expectWellFormed(await generator.generateQuip({ topic, seed }));
      }
    }
  });

  it("is deterministic for a seed", async () => {
    const options = { topic: "Parallel parking", avoid: ["An older quip."], seed: 7 };
    expect(await generator.generateQuip(options)).toBe(await generator.generateQuip(options));
  });

  it("refuses an empty topic", async () => {
    await expect(generator.generateQuip({ topic: "  " })).rejects.toBeInstanceOf(GenerationError);
  });
});

describe("word banks", () => {
  const banks = [GENERAL_BANK, ...TOPIC_CATEGORIES.map((c) => CATEGORY_BANKS[c])];
  const entries = [
    ...banks.flatMap((b) => [...b.props, ...b.struggles, ...b.mishaps, ...b.people, ...b.wins]),
    ...Object.values(SHARED_BANKS).flat(),
  ];

  it("has material for every category and slot", () => {
    for (const category of TOPIC_CATEGORIES) {
      expect(TOPICS_BY_CATEGORY[category].length).toBeGreaterThanOrEqual(10);
      const bank = CATEGORY_BANKS[category];
      for (const slot of [bank.props, bank.struggles, bank.mishaps, bank.people, bank.wins]) {
        expect(slot.length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("holds phrases that templates can punctuate: no final or inner sentence stops", () => {
    for (const raw of entries) {
      const text = raw.replace(/^\[[a-z,]+\] /, "");
      expect(text, raw).not.toMatch(/^\[/);
      expect(text, raw).toBe(text.trim());
      expect(text, raw).not.toMatch(/[.!?,;:]$/);
      expect(text, raw).not.toMatch(/[.!?] /);
      expect(text, raw).not.toMatch(/ {2}|[{}]/);
    }
  });
});

describe("composing", () => {
  it("reads the grammatical shape of a topic", () => {
    expect(topicForm("Doing laundry")).toBe("activity");
    expect(topicForm("Parallel parking")).toBe("activity");
    expect(topicForm("Waiting for the bus")).toBe("activity");
    expect(topicForm("Group chats")).toBe("plural");
    expect(topicForm("Parking tickets")).toBe("plural");
    expect(topicForm("Morning people")).toBe("plural");
    expect(topicForm("Self-checkout")).toBe("singular");
    expect(topicForm("Monday morning")).toBe("singular");
    expect(topicForm("Chess")).toBe("singular");
  });

  it("lowercases a topic mid-sentence without breaking names and acronyms", () => {
    expect(topicMidSentence("Doing laundry")).toBe("doing laundry");
    expect(topicMidSentence("Monday Mornings")).toBe("Monday mornings");
    expect(topicMidSentence("DOING LAUNDRY")).toBe("doing laundry");
    expect(topicMidSentence("TV remotes")).toBe("TV remotes");
    expect(topicMidSentence("Wi-Fi passwords")).toBe("Wi-Fi passwords");
    expect(topicMidSentence("New Year's resolutions")).toBe("New Year's resolutions");
    expect(topicMidSentence("Halloween costumes")).toBe("Halloween costumes");
  });

  it("chooses articles by sound and cleans punctuation", () => {
    expect(tidy("i ate a apple and an banana.")).toBe("I ate an apple and a banana.");
    expect(tidy("a hour, a university, a RSVP and a TV.")).toBe(
      "An hour, a university, an RSVP and a TV.",
    );
    expect(tidy("Plan A is fine.. really !")).toBe("Plan A is fine. Really!");
    expect(tidy("It was the the best ,really?.")).toBe("It was the best, really?");
    expect(takesAn("honest")).toBe(true);
    expect(takesAn("one-way")).toBe(false);
  });
});
