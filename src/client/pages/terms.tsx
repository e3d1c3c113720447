import { ScrollText } from "lucide-react";
import { Link } from "wouter";
import { InfoPage, type InfoSection } from "#client/features/contact/index.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";

const TERMS_UPDATED = "Aug 27, 2025";

const sections: InfoSection[] = [
  {
    id: "who",
    title: "Who can use Quip",
    body: (
      <p>
        You must be <strong>13 or older</strong> to use Quip. If you are under 18, you need the
        consent of a parent or guardian, who accepts these terms for you. By creating an account you
        confirm that this is true.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <p>
        Give us a real email address, keep your password to yourself, and use one account per
        person. You are responsible for what happens under your account; tell us if you think
        someone else is using it. You may change your username once every{" "}
        {LIMITS.usernameChangeDays} days.
      </p>
    ),
  },
  {
    id: "content",
    title: "Your quips",
    body: (
      <>
        <p>
          You keep the rights to what you write. By posting it you let Quip store, display and share
          it (including as a share image when someone shares your quip) for as long as it is on
          Quip. You can delete your quips at any time, and edit one within{" "}
          {LIMITS.editWindowMs / 60_000} minutes of posting it.
        </p>
        <p>Post only what you wrote yourself, or what you have the right to share.</p>
      </>
    ),
  },
  {
    id: "acceptable",
    title: "Acceptable content",
    body: (
      <>
        <p>Quip is for jokes that punch up, not people that get punched. Do not post:</p>
        <ul>
          <li>hate, harassment or threats against a person or a group;</li>
          <li>sexual content involving minors, or sexually explicit content of any kind;</li>
          <li>someone else's private information, or anything illegal;</li>
          <li>spam, advertising, or jokes copied from elsewhere and passed off as your own.</li>
        </ul>
        <p>
          Do not try to game likes or competitions (for example with several accounts), and do not
          try to uncover who wrote an anonymous quip. Anyone can report a quip; our moderators
          review reports and may remove content or accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: "anonymity",
    title: "The anonymity period",
    body: (
      <p>
        Every quip is anonymous to other members for its first 48 hours, then its author is shown on
        it permanently. The period cannot be extended or shortened. Our moderators can see the
        author of a reported quip, and anonymity never protects content that breaks these terms.
        Anonymity also ends if you reveal yourself, for example in a comment.
      </p>
    ),
  },
  {
    id: "competitions",
    title: "Topics, titles and badges",
    body: (
      <p>
        Topic competitions, city titles, badges and streaks are for fun: they carry no prize of
        monetary value. We may correct a result or remove a title that was earned by breaking these
        terms. QuipBot's quips are written by an AI and compete like everyone else's.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use of Quip",
    body: (
      <p>
        You may stop using Quip and ask us to delete your account at any time. We may suspend or
        delete an account that breaks these terms, and we may change or stop parts of the service.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimer and limit of liability",
    body: (
      <>
        <p>
          Quip is provided “as is”, without warranties of any kind. Jokes are the opinions of the
          people who wrote them, not ours.
        </p>
        <p>
          To the fullest extent the law allows, our total liability to you for any claim arising
          from Quip or these terms is capped at <strong>1 USD</strong> (one US dollar).
        </p>
      </>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    body: (
      <p>
        These terms are <strong>governed by the laws of the Commonwealth of Pennsylvania</strong>,
        United States, without regard to its conflict-of-law rules, and any dispute belongs in the
        courts located in Pennsylvania.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        When we change these terms we update the date at the top of this page. If you keep using
        Quip after a change, the new terms apply.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? <Link href={paths.contact.getHref()}>Contact us</Link>.
      </p>
    ),
  },
];

/** /terms: the terms of service. */
export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      icon={ScrollText}
      updated={TERMS_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and Quip when you read, post or otherwise use
          the site. They are short on purpose; please read them.
        </p>
      }
      sections={sections}
      footer={null}
    />
  );
}
