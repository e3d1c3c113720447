import { QUIPBOT_USERNAME } from "#shared/limits.ts";

export const DEMO_MEMBER = { username: "demo", email: "demo@quip.local" };
/** "admin" itself is a reserved username. */
export const DEMO_ADMIN = { username: "quipadmin", email: "admin@quip.local" };

export interface DemoPerson {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  website?: string;
  /** Avatar colour; none means no photo, and the UI shows initials instead. */
  color?: string;
  isAdmin?: boolean;
  /** Days since the account was made. */
  joinedDaysAgo: number;
}

export const QUIPBOT = {
  username: QUIPBOT_USERNAME,
  email: "quipbot@quip.local",
  firstName: "Quip",
  lastName: "Bot",
  bio: "I post one joke a day: the topic, or on Sundays one I pick myself. Still learning what 'funny' means, so please be gentle.",
  joinedDaysAgo: 60,
};

export const PEOPLE: readonly DemoPerson[] = [
  {
    username: DEMO_MEMBER.username,
    email: DEMO_MEMBER.email,
    firstName: "Dana",
    lastName: "Morgan",
    bio: "Just here for the jokes. Professional overthinker, amateur snack critic. (This is the demo account, so be nice.)",
    color: "#2e9d6a",
    joinedDaysAgo: 31,
  },
  {
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    firstName: "Quinn",
    lastName: "Adams",
    bio: "Keeping the lights on at Quip. I read every report so you don't have to. Occasionally funny.",
    color: "#4f46e5",
    isAdmin: true,
    joinedDaysAgo: 45,
  },
  {
    username: "PunIntended",
    email: "priya@example.com",
    firstName: "Priya",
    lastName: "Shah",
    bio: "Puns are my love language. Sorry in advance.",
    website: "https://priyashah.example.com",
    color: "#db2777",
    joinedDaysAgo: 40,
  },
  {
    username: "SockWhisperer",
    email: "marcus.bell@example.com",
    firstName: "Marcus",
    lastName: "Bell",
    bio: "Searching for the other sock since 2009. Laundry philosopher.",
    color: "#0284c7",
    joinedDaysAgo: 38,
  },
  {
    username: "coffee1st",
    email: "nora@example.com",
    firstName: "Nora",
    lastName: "Lindqvist",
    bio: "Runs on espresso and spite. Mostly espresso.",
    color: "#b45309",
    joinedDaysAgo: 36,
  },
  {
    username: "latetrain",
    email: "theo.okafor@example.com",
    firstName: "Theo",
    lastName: "Okafor",
    bio: "Daily commuter, collector of delay announcements. My train is running four minutes late, and so am I.",
    website: "https://theo-okafor.example.com",
    color: "#0d9488",
    joinedDaysAgo: 34,
  },
  {
    username: "catstaff",
    email: "hannah.park@example.com",
    firstName: "Hannah",
    lastName: "Park",
    bio: "Employed by one cat. Benefits include hair on everything.",
    color: "#7c3aed",
    joinedDaysAgo: 33,
  },
  {
    username: "GroupChatGrace",
    email: "grace.liu@example.com",
    firstName: "Grace",
    lastName: "Liu",
    bio: "Admin of seven group chats, muted in all of them.",
    color: "#e0603f",
    joinedDaysAgo: 29,
  },
  {
    username: "dadjokedan",
    email: "dan.whitaker@example.com",
    firstName: "Dan",
    lastName: "Whitaker",
    bio: "Dad of two, teller of many jokes. My kids say I'm not funny. My kids are wrong.",
    color: "#65a30d",
    joinedDaysAgo: 27,
  },
  {
    username: "plantparent",
    email: "rosa.delgado@example.com",
    firstName: "Rosa",
    lastName: "Delgado",
    bio: "Forty-one plants, one windowsill. Things are getting crowded.",
    website: "https://rosagrows.example.com",
    joinedDaysAgo: 24,
  },
  {
    username: "midnightsnack",
    email: "eli.brooks@example.com",
    firstName: "Eli",
    lastName: "Brooks",
    bio: "Night owl. My fridge's most loyal customer.",
    joinedDaysAgo: 22,
  },
  {
    username: "wendywrites",
    email: "wendy.cho@example.com",
    firstName: "Wendy",
    lastName: "Cho",
    bio: "Writer of grocery lists, emails I never send and, now and then, jokes.",
    website: "https://wendycho.example.com",
    color: "#c2416b",
    joinedDaysAgo: 19,
  },
];

/** Who demo follows and who follows demo (some both ways); the rest of the graph is random. */
export const DEMO_FOLLOWS = ["coffee1st", "GroupChatGrace", "catstaff", "dadjokedan", "latetrain"];
export const DEMO_FOLLOWERS = [
  "coffee1st",
  "GroupChatGrace",
  "plantparent",
  "midnightsnack",
  "wendywrites",
  "quipadmin",
];
export const FOLLOW_TOTAL = 40;

/** Half-written jokes in demo's vault. */
export const DEMO_DRAFTS = [
  "Self-checkout: 'Please wait for assistance.' Me, an adult: also waiting for assistance. (needs a punchline)",
  "Is a hot dog a sandwich? No. Is a taco a sandwich? Also no. Is this a joke yet? Working on it.",
  "My neighbor's wifi is called 'Definitely Not A Van.' Which is exactly what a van would call it. Hmm, too long?",
];
