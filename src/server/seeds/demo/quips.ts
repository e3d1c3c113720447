import { QUIPBOT_USERNAME } from "#shared/limits.ts";

/** A comment and its replies; the nesting is the depth (three levels at most). */
export interface CommentSeed {
  author: string;
  content: string;
  replies?: CommentSeed[];
}

export interface QuipSeed {
  author: string;
  content: string;
  comments?: CommentSeed[];
}

export interface TopicSeed {
  topic: string;
  isManual: boolean;
  quips: QuipSeed[];
}

const BOT = QUIPBOT_USERNAME;

/**
 * The topics of the twelve non-Sunday days among the last fourteen, oldest first, with the
 * quips that answered them. QuipBot answers the recent ones, as it does every day.
 */
export const PAST_TOPICS: readonly TopicSeed[] = [
  {
    topic: "Doing laundry",
    isManual: true,
    quips: [
      {
        author: "SockWhisperer",
        content:
          "My washing machine has a 'delicates' setting, a 'heavy duty' setting and, judging by my socks, a 'witness protection' setting.",
        comments: [
          {
            author: "catstaff",
            content:
              "Mine come back from the dryer with new identities. Last week I found a sock I've never seen before.",
            replies: [
              {
                author: "SockWhisperer",
                content: "That's the program working as intended. Don't ask it questions.",
                replies: [{ author: "GroupChatGrace", content: "Chills. Actual chills." }],
              },
            ],
          },
          {
            author: "dadjokedan",
            content: "Mine has a 'shrink my favorite shirt' cycle that runs all by itself.",
          },
        ],
      },
      {
        author: "GroupChatGrace",
        content: "Folding a fitted sheet is just origami for people who have given up.",
      },
      {
        author: "dadjokedan",
        content:
          "Step one: wash the clothes. Step two: dry the clothes. Step three: store the clothes on The Chair until they're needed again. I've optimized out the dresser.",
      },
    ],
  },
  {
    topic: "Grocery shopping",
    isManual: false,
    quips: [
      {
        author: "coffee1st",
        content:
          "Went to the store for milk and came back with four kinds of cheese, a plant and no milk. The store wins every time.",
        comments: [
          {
            author: "midnightsnack",
            content: "Four kinds of cheese is a balanced diet if you believe in yourself.",
            replies: [{ author: "coffee1st", content: "Finally, someone who gets it." }],
          },
        ],
      },
      {
        author: "PunIntended",
        content:
          "The self-checkout said 'unexpected item in the bagging area.' Same, honestly. I didn't expect to buy a pineapple either.",
      },
    ],
  },
  {
    topic: "Morning coffee",
    isManual: true,
    quips: [
      {
        author: "coffee1st",
        content:
          "My coffee and I have an understanding: I don't talk to it until it's ready, and it doesn't talk to me until I've had it.",
      },
      {
        author: "latetrain",
        content:
          "I bought a coffee maker with a timer so it brews before I wake up. Now it's more of a morning person than I am, and frankly it's a little smug about it.",
        comments: [
          {
            author: "quipadmin",
            content: "Mine beeps three times when it's done. I'm fairly sure that's a victory lap.",
          },
        ],
      },
    ],
  },
  {
    topic: "Group chats",
    isManual: false,
    quips: [
      {
        author: "GroupChatGrace",
        content:
          "Every group chat has one person who replies to a message from three days ago like they've just returned from sea.",
        comments: [
          {
            author: "latetrain",
            content:
              "It me. I surface like a submarine with a thumbs-up for a plan that already happened.",
            replies: [
              {
                author: "GroupChatGrace",
                content: "The thumbs-up from the deep. We've all felt it.",
              },
            ],
          },
          {
            author: "demo",
            content: "I'm the one asking 'wait, what did I miss?' and then not reading the answer.",
            replies: [
              {
                author: "latetrain",
                content: "Reading the answer is for people with time. We skim and we thrive.",
              },
            ],
          },
        ],
      },
      {
        author: "midnightsnack",
        content:
          "Muted the group chat for one hour. Came back to 212 messages and a decision about my own birthday that I was outvoted on.",
      },
    ],
  },
  {
    topic: "Cats",
    isManual: true,
    quips: [
      {
        author: "catstaff",
        content:
          "My cat knocked a glass off the table, looked me dead in the eye and waited. I'm fairly sure I'm being performance reviewed.",
        comments: [
          {
            author: "plantparent",
            content: "Did you pass? Mine put me on a performance improvement plan.",
            replies: [
              {
                author: "catstaff",
                content: "Still under review. I've been asked to 'reflect on the food situation.'",
                replies: [{ author: "plantparent", content: "Classic management." }],
              },
            ],
          },
        ],
      },
      {
        author: "plantparent",
        content:
          "Bought my cat a forty-dollar bed. She sleeps in the box it came in. The bed is now where I keep my regret.",
      },
    ],
  },
  {
    topic: "Commuting",
    isManual: false,
    quips: [
      {
        author: "latetrain",
        content:
          "The train announcer said 'we apologize for the delay' with the confidence of someone who will absolutely be apologizing again tomorrow.",
        comments: [
          {
            author: "coffee1st",
            content: "'We apologize for the delay' is the train's version of 'no worries if not.'",
          },
        ],
      },
      {
        author: "quipadmin",
        content:
          "My commute is forty minutes each way, which is how I became the world's leading expert on one podcast host's sourdough starter.",
      },
    ],
  },
  {
    topic: "Houseplants",
    isManual: false,
    quips: [
      {
        author: "plantparent",
        content:
          "I talk to my plants every morning. Two of them are thriving and one is clearly avoiding eye contact.",
      },
      {
        author: BOT,
        content:
          "I drew up a watering schedule for my fern. The fern declined to follow it. We are now seeing a counsellor.",
        comments: [
          {
            author: "plantparent",
            content: "Welcome to plant ownership. The ferns are in charge. We just live here.",
            replies: [
              {
                author: "PunIntended",
                content: "Don't tell the counsellor that. They'll start taking the fern's side.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    topic: "Alarm clocks",
    isManual: true,
    quips: [
      {
        author: "midnightsnack",
        content:
          "I set three alarms: one to wake me up, one to remind me I'm awake, and one to tell me it's now too late to shower.",
      },
      {
        author: BOT,
        content:
          "We invented a machine to wake us up, then a button to undo it. Nobody at the patent office asked a single question.",
      },
      {
        author: "demo",
        content:
          "My alarm clock and I are in a long-distance relationship. It lives across the room, so every morning I have to get up to break up with it.",
        comments: [
          {
            author: "midnightsnack",
            content: "A breakup every morning, back together every night. Toxic, but relatable.",
            replies: [{ author: "demo", content: "We're working on it. Couples snooze therapy." }],
          },
          {
            author: "wendywrites",
            content: "Put it across the room AND in a drawer. Make it earn the relationship.",
          },
        ],
      },
    ],
  },
  {
    topic: "Leftovers",
    isManual: false,
    quips: [
      {
        author: "dadjokedan",
        content:
          "Leftovers are food that was so good it got invited back for a sequel. Sometimes a trilogy. Never a fourth, we're not animals.",
      },
      {
        author: BOT,
        content:
          "Inventory of the office fridge: seventeen containers, zero names, one yogurt from a previous administration.",
        comments: [
          {
            author: "quipadmin",
            content: "That yogurt has outlasted two office managers. It has seniority now.",
            replies: [
              {
                author: "latetrain",
                content: "At this point it should get a vote at the all-hands.",
                replies: [{ author: "dadjokedan", content: "It would run a better meeting." }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    topic: "Rainy days",
    isManual: false,
    quips: [
      {
        author: "wendywrites",
        content: "The forecast said a 20% chance of rain, so naturally I was the 20%.",
      },
      {
        author: BOT,
        content:
          "Weather report: wet. Field research confirms an umbrella flips inside out at the exact moment you start feeling good about it.",
      },
    ],
  },
  {
    topic: "Passwords",
    isManual: true,
    quips: [
      {
        author: "demo",
        content:
          "My password needs a capital letter, a number, a symbol and a haiku. I am now locked out of my own thermostat.",
        comments: [
          {
            author: "SockWhisperer",
            content:
              "My thermostat asked me to update my password yesterday. We are no longer speaking.",
          },
          {
            author: "GroupChatGrace",
            content:
              "A haiku for you: 'Capital letter / a number and a symbol / I am locked out now.'",
            replies: [
              {
                author: "demo",
                content: "That's better than my actual password. I'm stealing it.",
              },
            ],
          },
        ],
      },
      {
        author: BOT,
        content:
          "Select every square with a traffic light, it says. Six hours later I have doubts about traffic lights, squares and myself.",
      },
    ],
  },
  {
    topic: "Assembling furniture",
    isManual: false,
    quips: [
      {
        author: "SockWhisperer",
        content:
          "Finished building the bookshelf and I have four screws left over. It's either structurally sound or a mystery novel.",
      },
      {
        author: BOT,
        content:
          "Flat-pack furniture is like a group project: two hundred parts, one tiny wrench and a drawing of someone far too happy.",
        comments: [
          {
            author: "dadjokedan",
            content:
              "You forgot the part where one screw is left over and you decide it's a spare.",
          },
        ],
      },
    ],
  },
];

/** The topics of the next fourteen days (no Sundays): twelve, none used before. */
export const UPCOMING_TOPICS: readonly { topic: string; isManual: boolean }[] = [
  { topic: "Parallel parking", isManual: false },
  { topic: "Lost keys", isManual: true },
  { topic: "Weekend plans", isManual: false },
  { topic: "Dentist visits", isManual: false },
  { topic: "Board games", isManual: true },
  { topic: "Road trips", isManual: false },
  { topic: "Elevator small talk", isManual: false },
  { topic: "Packing lunch", isManual: true },
  { topic: "Noisy neighbors", isManual: false },
  { topic: "Phone batteries", isManual: false },
  { topic: "Birthday parties", isManual: true },
  { topic: "Online shopping", isManual: false },
];

/** No Topic Sunday: QuipBot picks its own. */
export const QUIPBOT_SUNDAY_QUIP: QuipSeed = {
  author: BOT,
  content:
    "Toasters are the only appliance that makes a sound of genuine surprise when their work is done.",
};

/** Quips on no topic, in the order they were posted. */
export const FREE_QUIPS: readonly QuipSeed[] = [
  {
    author: "coffee1st",
    content:
      "I don't have a coffee problem. I have a coffee solution, and the problem is everything before it.",
  },
  {
    author: "latetrain",
    content:
      "Nothing builds community like forty strangers on a platform silently agreeing to be mad at the same train.",
  },
  {
    author: "catstaff",
    content:
      "My cat has two moods: 'feed me' and 'how dare you look at me while I eat the food you gave me.'",
  },
  {
    author: "GroupChatGrace",
    content:
      "I've sent 'hahaha' to the group chat about 4,000 times and actually laughed maybe twelve. The rest was customer service.",
  },
  {
    author: "SockWhisperer",
    content: "Ironing is just aggressively telling your shirt to calm down.",
  },
  {
    author: "PunIntended",
    content:
      "I started a band called The Unread Emails. We never play anywhere, we just keep piling up.",
  },
  {
    author: "dadjokedan",
    content:
      "My kids asked why I talk to the car's GPS. Because it's the only one in this family who says 'recalculating' instead of 'you're wrong.'",
    comments: [
      {
        author: "wendywrites",
        content: "The GPS is the calmest member of your family and should be treated as such.",
        replies: [
          { author: "dadjokedan", content: "It's getting a seat at Thanksgiving this year." },
        ],
      },
    ],
  },
  { author: "wendywrites", content: "Decaf is just coffee that has given up on its dreams." },
  {
    author: "midnightsnack",
    content:
      "The fridge light comes on every time I open the door at 2 a.m., like a tiny interrogation lamp asking what exactly I think I'm doing.",
    comments: [
      {
        author: "catstaff",
        content: "My cat shows up for the interrogation too. She's the good cop.",
      },
    ],
  },
  {
    author: "plantparent",
    content:
      "My succulent died. The one plant famous for needing nothing, and I still managed to give it too much.",
    comments: [
      {
        author: "SockWhisperer",
        content:
          "Succulents are the cats of the plant world: they want nothing from you and still make you feel bad.",
      },
    ],
  },
  {
    author: "demo",
    content:
      "I make my bed every morning so that at least one thing in my life looks like it has its act together.",
  },
  {
    author: "quipadmin",
    content:
      "Actually read the terms and conditions for once. Turns out I agreed to be mildly disappointed, which explains a lot.",
  },
  {
    author: "latetrain",
    content:
      "Missed my bus by four seconds, and the driver and I shared a look that will haunt both our families for generations.",
  },
  {
    author: "coffee1st",
    content:
      "The barista wrote 'Noah' on my cup. My name is Nora. I've decided Noah is having a better day than me, and I'm drinking his coffee.",
    comments: [
      {
        author: "wendywrites",
        content:
          "Somewhere Noah is holding a cup that says 'Nora' and living your life better too.",
        replies: [
          { author: "coffee1st", content: "Noah, if you're reading this: enjoy the oat milk." },
        ],
      },
    ],
  },
  {
    author: "catstaff",
    content:
      "My cat walked across my keyboard during a video call and typed 'jjjjjjjjjjjj.' It was the most honest thing said in that meeting.",
    comments: [
      { author: "quipadmin", content: "Promote the cat. Clear communication, zero jargon." },
      { author: "latetrain", content: "'jjjjjjjjjjjj' is how I feel about every Monday stand-up." },
    ],
  },
  {
    author: "GroupChatGrace",
    content:
      "The group chat planning the dinner: 94 messages. The group chat after the dinner: 'we should do this more often,' then silence until next year.",
    comments: [
      {
        author: "PunIntended",
        content:
          "And the actual plan gets made in the last four messages by the person who said nothing all week.",
      },
    ],
  },
  {
    author: "catstaff",
    content:
      "Step 7 of the instructions shows a little cartoon man smiling. I have never hated a drawing more.",
  },
  {
    author: "SockWhisperer",
    content:
      "Somewhere there's a parallel universe made entirely of single socks, and they think WE'RE the ones who went missing.",
  },
  {
    author: "PunIntended",
    content:
      "The dentist asked if I floss regularly. I said 'define regularly,' which is the kind of answer that gets you a second appointment.",
  },
  {
    author: "dadjokedan",
    content:
      "My teenager says I'm 'so cringe.' I said 'thank you,' which, I'm told, made it worse.",
  },
  {
    author: "wendywrites",
    content:
      "Writing advice says to write every day. I've written the same grocery list every day for eleven years. Critics call it repetitive but honest.",
  },
  {
    author: "midnightsnack",
    content: "A 'light snack' is whatever you eat before you admit it's dinner.",
  },
  {
    author: "plantparent",
    content:
      "Named my new monstera Steve. Steve has grown more new leaves this month than I've had new ideas this year.",
  },
  {
    author: "latetrain",
    content:
      "Every morning the app says my train is 'on time,' and every morning it's clear the app and the train have never met.",
  },
  {
    author: "coffee1st",
    content: "My coffee order has so many changes that the barista calls it 'the paperwork.'",
  },
  {
    author: "catstaff",
    content:
      "Bought my cat a toy mouse and she ignored it. Then I dropped a bottle cap and it became the greatest night of her life.",
  },
  {
    author: "demo",
    content:
      "Tried meal prepping on Sunday. By Tuesday I was eating Monday's lunch for dinner and eyeing Wednesday's lunch with suspicion.",
    comments: [
      { author: "coffee1st", content: "Wednesday's lunch knows what it did." },
      {
        author: "plantparent",
        content: "Meal prep is just making future you a problem with a lid on it.",
        replies: [{ author: "demo", content: "Future me has filed a complaint." }],
      },
    ],
  },
  {
    author: "quipadmin",
    content:
      "My email signature says 'sent from my phone' so people forgive my typos. I am at a desk. With a full-size keyboard.",
  },
  {
    author: "GroupChatGrace",
    content:
      "Someone in the family group chat just discovered the crying-laughing emoji, and now every message gets a standing ovation.",
  },
  {
    author: "SockWhisperer",
    content:
      "The dryer's lint trap collects a full grey sweater's worth of fluff every load, and I have never owned a grey sweater. Where is it coming from?",
  },
  {
    author: "PunIntended",
    content:
      "I'm on a seafood diet: I see food, then get overwhelmed by the menu and order the chicken.",
  },
  {
    author: "dadjokedan",
    content:
      "Assembled a grill this weekend: four hours, two trips to the hardware store and one apology to the neighbor who 'just came over to help.'",
  },
  {
    author: "wendywrites",
    content: "My to-do list has a to-do list. It mostly says 'make a better list.'",
  },
  {
    author: "midnightsnack",
    content:
      "Cereal at midnight hits different: nobody can call it a bad dinner when it's technically breakfast.",
  },
  {
    author: "plantparent",
    content:
      "My plant dropped a leaf the moment I walked in, and I've never felt so judged by something without a face.",
  },
  {
    author: "latetrain",
    content:
      "I've given names to the regulars on my train. Today Umbrella Man didn't bring an umbrella and I'm genuinely worried about him.",
    comments: [
      {
        author: "wendywrites",
        content: "Please keep us updated on Umbrella Man. I'm invested now.",
        replies: [
          {
            author: "latetrain",
            content: "Update: he was back today with a brand-new umbrella. We're all so proud.",
          },
        ],
      },
    ],
  },
  {
    author: "coffee1st",
    content:
      "My smartwatch says my stress levels are high. Then it buzzed to tell me again, which did not help.",
  },
  {
    author: "catstaff",
    content:
      "The vet asked if my cat is indoor or outdoor. I said 'window,' and she nodded like that was a real answer.",
  },
  {
    author: "GroupChatGrace",
    content:
      "Nothing says friendship like a forty-second voice note that could have been the word 'yes.'",
  },
  {
    author: "demo",
    content:
      "My phone's weekly screen time report arrived and I've decided not to read it, which is the healthiest thing I've done all week.",
    comments: [
      {
        author: "midnightsnack",
        content: "Mine arrives on Sundays, like a report card I never asked for.",
        replies: [
          {
            author: "demo",
            content: "Exactly. I'm not opening anything that starts with 'your weekly average.'",
          },
        ],
      },
    ],
  },
  {
    author: "SockWhisperer",
    content:
      "Bought a laundry basket to keep things tidy. It now holds the clean clothes, the dirty clothes and one very confused cat.",
  },
  {
    author: "PunIntended",
    content:
      "The grocery store moved the cereal aisle. Midweek. Without warning. I don't know who I am anymore.",
  },
  {
    author: "PunIntended",
    content:
      "The website said my new password can't be one I've used before. Joke's on them: I can't remember any I've used before.",
  },
  {
    author: "wendywrites",
    content: "I rewrote my bio nine times. It now says 'hi' and I stand by every letter.",
  },
  {
    author: "quipadmin",
    content:
      "The office fridge has a sign that says 'Please label your food.' Someone labeled the sign.",
    comments: [
      {
        author: "GroupChatGrace",
        content: "This is the pettiest thing I've ever loved.",
        replies: [
          {
            author: "quipadmin",
            content: "Whoever did it has my full respect and my eternal suspicion.",
          },
        ],
      },
    ],
  },
  {
    author: "midnightsnack",
    content: "I'm not saying I snack a lot, but my fridge has started leaving the light on for me.",
  },
  {
    author: "plantparent",
    content:
      "Repotting a plant is like helping a friend move house, if the friend can't carry a single box and still expects a housewarming.",
  },
  {
    author: "dadjokedan",
    content:
      "I labeled every box when we moved. Three years later, the one marked 'misc' is still in the hall, and I'm afraid to open it.",
  },
  {
    author: "latetrain",
    content:
      "Got a seat on the train this morning and spent the whole ride feeling like I'd won a small, slightly sweaty lottery.",
  },
];
