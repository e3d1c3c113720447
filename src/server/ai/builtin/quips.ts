/**
 * The material the built-in generator composes quips from: joke templates with slots, and word
 * banks per topic category (word-banks.ts). Slots (filled by compose.ts):
 *
 * - `{topic}` mid-sentence topic ("doing laundry"), `{Topic}` at the start of a sentence;
 * - `{during}`: "while doing laundry" for activities, "during self-checkout" for things;
 * - agreement with the topic: `{is}` is/are, `{has}` has/have, `{does}` does/do, `{was}` was/were,
 *   `{s}` a verb's -s ("make{s}"), `{them}` it/them, `{they}` it/they;
 * - from the topic's category (or the general bank): `{prop}` a thing involved ("the lint
 *   trap"), `{struggle}` a gerund phrase ("untangling the vacuum cord"), `{mishap}` a past
 *   clause ("I shrank my favorite sweater…"), `{person}` a witness, `{win}` a small
 *   victory;
 * - shared: `{hours}`, `{relative}`/`{Relative}`, `{comparison}`, `{coping}`, `{rivals}`.
 *
 * The word banks are in word-banks.ts. Articles ("a"/"an") and doubled punctuation are fixed
 * after filling, so templates need not know how a filling starts.
 */

export interface QuipTemplate {
  readonly id: string;
  readonly text: string;
  /** Omitted: reads well for any topic. "activity": needs a verb-like topic ("Doing laundry"). */
  readonly only?: "activity" | "thing";
}

export const QUIP_TEMPLATES: readonly QuipTemplate[] = [
  {
    id: "not-saying-bad",
    only: "activity",
    text: "I'm not saying I'm bad at {topic}, but {mishap}.",
  },
  {
    id: "ten-ninety",
    text: "Honestly, {topic} {is} about 10% the thing itself and 90% {struggle}.",
  },
  {
    id: "five-minutes",
    text: "I planned five quick minutes of {topic}. It is now {hours} later and I am still {struggle}.",
  },
  {
    id: "olympic",
    text: "If {topic} were an Olympic sport, I'd still somehow finish fourth, behind {rivals}.",
  },
  {
    id: "free-side",
    text: "Nobody warns you that {topic} come{s} with a free side of {struggle}.",
  },
  {
    id: "taught-me",
    text: "{Topic} {has} taught me patience, humility and three new words I can't say in front of my grandma.",
  },
  {
    id: "therapist",
    text: "My therapist asked what I do to unwind. I said {topic}. She booked me a double session.",
  },
  {
    id: "grandma-secret",
    text: 'I asked my grandma for the secret to {topic}. She said "patience," then did it in four minutes flat while judging me.',
  },
  {
    id: "cardio",
    text: "Experts say {topic} count{s} as cardio if you sigh loudly enough. By that measure, I'm an elite athlete.",
  },
  {
    id: "toxic-trait",
    only: "activity",
    text: "My toxic trait is thinking {topic} will take ten minutes. It has never, in recorded history, taken ten minutes.",
  },
  {
    id: "gym",
    only: "thing",
    text: "Who needs a gym membership when {topic} exist{s}? Same sweat, same regret, and nobody tries to sell me a smoothie.",
  },
  {
    id: "calm-stranger",
    text: "Just watched someone handle {topic} calmly and efficiently. I don't know who they think they're fooling.",
  },
  {
    id: "two-kinds",
    text: "There are two kinds of people: those who enjoy {topic}, and those who are honest about it.",
  },
  {
    id: "cooperate",
    text: "{Topic} would be so much easier if {prop} would just cooperate for once.",
  },
  {
    id: "five-year-plan",
    only: "activity",
    text: "My five-year plan: years one through four, avoid {topic}. Year five, panic and do it badly.",
  },
  {
    id: "nap-reward",
    only: "activity",
    text: "Every time I finish {topic}, I reward myself with a nap. Every time I start {topic}, I also reward myself with a nap.",
  },
  {
    id: "expectation",
    text: "What I expected from {topic}: a calm, productive afternoon. What I got: {struggle}, plus a small identity crisis.",
  },
  {
    id: "to-do-list",
    only: "activity",
    text: "I put {topic} on my to-do list purely for the joy of ignoring it all week.",
  },
  {
    id: "confidence",
    text: "Confidence is approaching {topic} like you know what you're doing. I approach {them} like {comparison}.",
  },
  {
    id: "breaking-news",
    text: "Breaking news: local person survives {topic}, describes the experience as mostly {struggle}.",
  },
  {
    id: "scientists",
    text: "Scientists say the average person spends two years of their life on {topic}. I've spent most of mine {struggle}.",
  },
  {
    id: "rating",
    text: "Rating {topic}: five stars for the idea, two stars for the execution, minus one star for {prop}.",
  },
  {
    id: "builds-character",
    text: "Told my nephew {topic} build{s} character. He asked why I still don't have any.",
  },
  {
    id: "secret-confidence",
    text: "The secret to {topic} is confidence. The other secret is pretending {prop} was part of the plan all along.",
  },
  {
    id: "inner-monologue",
    text: 'My inner monologue {during} is 40% "why," 40% "how" and 20% a song I heard once in 2009.',
  },
  {
    id: "extra-steps",
    text: "Today I learned that {topic} {is} just {struggle} with extra steps.",
  },
  {
    id: "brings-together",
    text: "They say {topic} bring{s} people together. It's true: nothing unites strangers like complaining about {prop}.",
  },
  {
    id: "update",
    text: "{Topic} update: I was winning for a while, and then {mishap}.",
  },
  {
    id: "small-win",
    text: "Small win: {win}. Small loss: everything else about {topic}.",
  },
  {
    id: "i-lied",
    only: "activity",
    text: "Someone watched me attempt {topic} today and asked if I needed help. I said no. I lied.",
  },
  {
    id: "video-game",
    text: "I've decided to treat {topic} like a video game. So far I've lost three lives to {prop}.",
  },
  {
    id: "dangerous-words",
    text: 'The four most dangerous words when it comes to {topic}: "How hard can it be?"',
  },
  {
    id: "horoscope",
    text: "My horoscope warned me about a challenge today. It didn't say the challenge would be {topic}, and it definitely didn't mention {prop}.",
  },
  {
    id: "creative",
    text: 'I\'d call my approach to {topic} "creative." According to {person}, it\'s "a cry for help."',
  },
  {
    id: "humbles",
    text: "Nothing humbles you faster than {topic}. Except maybe {topic} in front of {person}.",
  },
  {
    id: "pro-tip",
    text: "Pro tip for {topic}: lower your expectations. Then lower them again. Now you're ready.",
  },
  {
    id: "meditating",
    text: "I tried meditating {during}. I reached total inner peace for four seconds. Then {mishap}.",
  },
  {
    id: "harder-every-year",
    text: "Is it just me, or {is} {topic} getting more complicated every year? Last year, fine. This year, {mishap}.",
  },
  {
    id: "three-stages",
    text: "There are three stages of {topic}: denial, {struggle}, and a celebratory snack.",
  },
  {
    id: "villain-origin",
    text: "{Topic} {is} my cardio, my meditation and my villain origin story.",
  },
  {
    id: "under-pressure",
    text: "I like to think I'm great under pressure. Then {topic} happen{s}, and suddenly I'm {struggle}.",
  },
  {
    id: "dear-topic",
    only: "thing",
    text: "Dear {topic}, it's not me, it's you. Actually, it's {prop}. Kind regards, me.",
  },
  {
    id: "one-hand",
    text: "{Relative} can handle {topic} with one hand while on the phone. I need both hands, a podcast and a pep talk.",
  },
  {
    id: "who-decided",
    text: "I just want to know who decided {topic} should involve {prop}.",
  },
  {
    id: "tell-a-lot",
    text: "You can tell a lot about a person by how they handle {topic}. I handle {them} by {coping}.",
  },
  {
    id: "the-time",
    text: "Whenever someone says {topic} {is} easy, I think about the time {mishap}, and I quietly disagree.",
  },
  {
    id: "mountain",
    text: "My favorite part of {topic} is telling everyone about it afterward like I just came back from climbing a mountain.",
  },
  {
    id: "honest-review",
    text: "Honest review of {topic}: would not recommend, will do again on Thursday.",
  },
  {
    id: "playlist",
    only: "activity",
    text: "My playlist for {topic} is four hours long, which tells you everything you need to know about my efficiency.",
  },
  {
    id: "personality",
    text: "Fun fact: {struggle} counts as a personality if you do it often enough. Thank you, {topic}.",
  },
  {
    id: "reasonable-adult",
    text: "I'm a calm, reasonable adult right up until {topic} involve{s} {prop}.",
  },
  {
    id: "archaeologists",
    text: "Future archaeologists will study {topic} and conclude {they} {was} some kind of ritual. Judging by {prop}, they won't be wrong.",
  },
  {
    id: "skills",
    text: "My skills include snacking, napping and knowing every word of songs I don't even like. {Topic}, sadly, {is} not on the list.",
  },
  {
    id: "mom-said",
    text: "Mom always said I could be anything I wanted. I chose to be weirdly competitive about {topic}.",
  },
  {
    id: "sacrifice",
    text: "The gods of {topic} demanded a sacrifice today. They took {prop}.",
  },
  {
    id: "start-end",
    text: "Me at the start of {topic}: calm, capable, hydrated. Me at the end: {struggle}, questioning everything.",
  },
  {
    id: "good-for-soul",
    text: "I read that {topic} {is} good for the soul. My soul has filed a formal complaint.",
  },
  {
    id: "three-parts",
    text: "{Topic}, a story in three parts. Part one: optimism. Part two: {struggle}. Part three: we don't talk about part three.",
  },
  {
    id: "love-language",
    text: "My love language is complaining about {topic} and then dealing with {them} anyway.",
  },
  {
    id: "referee",
    text: "Hot take: {topic} would be a lot more fun with a referee, mostly to deal with {prop}.",
  },
  {
    id: "doing-it-loudly",
    text: "My neighbor asked how I got so good at {topic}. I'm not good at it. I just do it very loudly.",
  },
  {
    id: "personality-test",
    text: "I'm convinced {topic} {is} secretly a personality test, and I keep failing because of {prop}.",
  },
  {
    id: "parallel-universe",
    text: "In a parallel universe, I'm amazing at {topic}. In this one, {mishap}.",
  },
  {
    id: "adulthood",
    text: "Adulthood is mostly {topic}, a snack, and wondering where the day went.",
  },
  {
    id: "respect",
    text: "Just spent {hours} on {topic}. I came out of it with nothing but respect for {person}.",
  },
  {
    id: "inner-peace",
    text: "Some people meditate to find inner peace. I turn to {topic} to find out how much patience I have left. Today's answer: none.",
  },
  {
    id: "delegating",
    only: "activity",
    text: "My doctor told me to reduce stress, so I've started delegating {topic}. To next week's version of me.",
  },
  {
    id: "extreme-sport",
    text: "People call it {topic}. I call it an extreme sport, mostly because of {prop}.",
  },
];
