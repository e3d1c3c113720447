import { Info, SquarePen, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { InfoPage, type InfoSection } from "#client/features/contact/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { COMPETITION_MSG } from "#shared/messages/competitions.ts";

const TITLES = [
  ["Mayor", "the most-liked quip of the topic"],
  ["Deputy Mayor", "second place"],
  ["City Treasurer", "third place"],
  ["City Council", "the top 20%"],
  ["School Board Member", "the top 40%"],
  ["Zoning Commission Member", "the top 60%"],
  ["Average Tax Paying Citizen", "everyone else, and proud of it"],
  ["Village Idiot", "the bottom 5% (it happens to the best of us)"],
] as const;

const sections: InfoSection[] = [
  {
    id: "anonymous",
    title: "Every quip starts anonymous",
    body: (
      <>
        <p>
          For its first 48 hours a quip has no name on it. Other members see the joke, a generic
          avatar and the word “anonymous” — not who wrote it. So when a quip collects likes, it is
          because the joke is funny, not because its author is popular.
        </p>
        <p>
          After 48 hours the author is revealed and the quip joins their profile for good. The
          promise is kept everywhere: in the feeds, in search, in notifications and in the counts on
          your profile.
        </p>
      </>
    ),
  },
  {
    id: "topic",
    title: "The Topic of the Day",
    body: (
      <>
        <p>
          Every morning Quip publishes a new Topic of the Day: one everyday thing, like “doing
          laundry” or “group chats”. Write up to {LIMITS.quipsPerTopic} quips about it while it is
          open (48 hours). Sundays are a day off — it's No Topic Sunday, so quip about anything.
        </p>
        <p>
          Quips on a topic compete. When its 48 hours are up, they are ranked by likes and earn city
          titles:
        </p>
        <ul>
          {TITLES.map(([title, meaning]) => (
            <li key={title}>
              <strong>{title}</strong> — {meaning}
            </li>
          ))}
        </ul>
        <p>
          A podium title needs at least one like, and tied quips share the better rank.{" "}
          {COMPETITION_MSG.titlesMinimum}
        </p>
      </>
    ),
  },
  {
    id: "badges",
    title: "Badges and streaks",
    body: (
      <>
        <p>
          Each time a quip of yours is crowned Mayor, Deputy Mayor, City Treasurer or City Council,
          the matching badge on your profile counts up. Your stats page also keeps three streaks,
          each with your current run and your best:
        </p>
        <ul>
          <li>
            <strong>Post streak</strong> — days in a row you posted a quip.
          </li>
          <li>
            <strong>Like streak</strong> — days in a row you liked someone's quip.
          </li>
          <li>
            <strong>City streak</strong> — topics in a row where your best quip finished in the top
            20%.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "quipbot",
    title: "Meet QuipBot",
    body: (
      <p>
        QuipBot is our resident robot. Once a day, at a random time, it posts one AI-written quip —
        an answer to the Topic of the Day, or on Sundays a topic of its own — and competes like
        everyone else. If you liked one of its quips, you'll find out when it is revealed. Don't let
        the robots take over!
      </p>
    ),
  },
  {
    id: "join",
    title: "Join in",
    body: (
      <>
        <p>
          Anyone can read Quip. To post, like, comment, follow people and keep drafts in your own
          vault, <Link href={paths.register.getHref()}>create a free account</Link> — a username, an
          email address and a password is all it takes (you must be 13 or older).
        </p>
        <p>
          Not sure what to write? <Link href={paths.topics.getHref()}>See today's topic</Link> and
          the ones before it. Found a bug, or have an idea?{" "}
          <Link href={paths.contact.getHref()}>Tell us</Link>.
        </p>
      </>
    ),
  },
];

/** The page's closing buttons: join (a visitor) or write (a member), the topics, and contact. */
function AboutActions() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mt-12 flex flex-wrap gap-3 border-t border-gray-200 pt-8">
      {user ? (
        <Link href={paths.compose.getHref()} className={buttonVariants({ size: "lg" })}>
          <SquarePen aria-hidden="true" className="size-5" />
          Write a quip
        </Link>
      ) : (
        <Link href={paths.register.getHref()} className={buttonVariants({ size: "lg" })}>
          <UserPlus aria-hidden="true" className="size-5" />
          Create your account
        </Link>
      )}
      <Link
        href={paths.topics.getHref()}
        className={buttonVariants({ variant: "secondary", size: "lg" })}
      >
        Today's topic
      </Link>
      <Link
        href={paths.contact.getHref()}
        className={buttonVariants({ variant: "ghost", size: "lg" })}
      >
        Contact us
      </Link>
    </div>
  );
}

/** /about: what Quip is and how it works. */
export function AboutPage() {
  return (
    <InfoPage
      title="About Quip"
      icon={Info}
      showContents={false}
      intro={
        <p>
          Quip is a home for short jokes. Write something funny in {LIMITS.quipMax} characters or
          less, post it, and let everyone else decide whether it lands — without knowing it was you.
        </p>
      }
      sections={sections}
      footer={<AboutActions />}
    />
  );
}
