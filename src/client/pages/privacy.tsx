import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { InfoPage, type InfoSection } from "../features/contact";
import { paths } from "../lib/paths";

const PRIVACY_UPDATED = "Aug 27, 2025";

const sections: InfoSection[] = [
  {
    id: "collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Account data.</strong> Your username, email address and password when you sign up.
          We never store the password itself, only a salted one-way hash of it. If you choose to,
          also a first and last name, a bio, a website and a profile photo.
        </li>
        <li>
          <strong>Your content and activity.</strong> The quips and comments you post, the drafts
          you keep in your vault (visible only to you), and your likes, bookmarks, follows and
          reports.
        </li>
        <li>
          <strong>Where you are signed in.</strong> For each session: the kind of browser and system
          it was signed in from (such as “Chrome on macOS”, read once from what the browser says of
          itself; we keep neither that text nor your IP address), when it started and when it was
          last used. Only you see them, in Settings, where you can end any of them.
        </li>
        <li>
          <strong>Page-view counts.</strong> We count how many times each page address was viewed
          per day — for example, “/topics was viewed 212 times on Monday”. Nothing personal is
          recorded with a view: no account, no IP address, no device, no cookie.
        </li>
        <li>
          <strong>Messages you send us.</strong> When you use the contact form: your name, email
          address, subject and message.
        </li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use one cookie, and only to keep you signed in: it holds a random session id, cannot be
        read by scripts on the page, and expires after 30 days without a visit. There are no
        advertising cookies, no tracking pixels and no third-party analytics on Quip.
      </p>
    ),
  },
  {
    id: "anonymity",
    title: "How anonymity works",
    body: (
      <>
        <p>
          For the first 48 hours after you post a quip, your name, username and photo are removed
          from everything our servers send to other members about it — they are not just hidden on
          screen. That covers the feeds, search, the quip's page, its share image, notifications and
          your profile's counts. A comment you write on your own anonymous quip shows as “anonymous
          (author)”.
        </p>
        <p>
          You can always see your own quips, and our moderators can see who wrote a quip when they
          review a report. After 48 hours the author is shown on the quip permanently.
        </p>
      </>
    ),
  },
  {
    id: "use",
    title: "How we use your information",
    body: (
      <>
        <p>
          To run Quip: show your quips and profile, rank topic competitions and award titles, badges
          and streaks, send notifications, email you a link to confirm your address, a password
          reset link when you ask for one and a note when your password or address changes, answer
          your messages, and review reported content.
        </p>
        <p>
          We do not sell your information, and we do not show ads. We share it only with the
          services that help us run Quip (hosting and email delivery), under agreements to protect
          it, or when the law requires us to.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>Your account and content: for as long as your account exists.</li>
        <li>Password reset links: they expire after one hour and work only once.</li>
        <li>Email confirmation links: they expire after 24 hours and work only once.</li>
        <li>Sessions: until you sign out, or after 30 days without a visit.</li>
        <li>Page-view counts: kept as daily totals, which contain no personal data.</li>
        <li>Contact messages: as long as we need to answer and follow up on them.</li>
      </ul>
    ),
  },
  {
    id: "deletion",
    title: "Deleting your data",
    body: (
      <p>
        You can delete any of your quips at any time from the quip itself. To delete your whole
        account, <Link href={paths.contact.getHref()}>write to us</Link> from the email address on
        the account. We then delete your profile, quips, comments, drafts, likes, bookmarks and
        follows within 30 days.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Quip is for people 13 and older, and members under 18 need a parent or guardian's consent.
        If we learn that an account belongs to someone under 13, we delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we change this policy we update the date at the top of this page, and we tell members
        on the site before a significant change takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions or requests about your data? Use our{" "}
        <Link href={paths.contact.getHref()}>contact form</Link>; we answer every message.
      </p>
    ),
  },
];

/** /privacy: the privacy policy. */
export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      icon={ShieldCheck}
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          Quip is built around a promise about names, so we take privacy seriously. This policy
          explains what we collect, why, and what you can do about it — in plain words.
        </p>
      }
      sections={sections}
      footer={null}
    />
  );
}
