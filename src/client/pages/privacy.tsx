import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { InfoPage, type InfoSection } from "#client/features/contact/index.ts";
import { paths } from "#client/lib/paths.ts";

const PRIVACY_UPDATED = "Nov 26, 2026";

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
        <li>
          A copy of your data you asked for: 7 days, then the file is deleted. Asking again replaces
          the previous copy.
        </li>
        <li>
          The username of a deleted account: held back for 30 days, so nobody else can take it; then
          it is free.
        </li>
      </ul>
    ),
  },
  {
    id: "your-data",
    title: "Taking your data with you",
    body: (
      <>
        <p>
          Under <Link href={paths.account.getHref()}>Account and security</Link>, “Download my data”
          prepares a ZIP file of JSON files: your profile and photo; your quips, each with its
          anonymity (anonymous until its 48 hours end, then revealed); the comments you wrote; your
          likes, bookmarks and drafts; whom you follow and who follows you; your badges, city
          distribution, streaks and competition results; your notifications as your activity page
          lists them; the reports you filed; and whom you mute or block, the quips you hid and your
          muted words. You can ask once a day.
        </p>
        <p>
          We email a link to the address on your account. It works for 7 days, and only while you
          are signed in to that account; after 7 days the file is deleted. Another member's name is
          in the file only where Quip shows it to you: the author of a quip still anonymous is left
          out, and other members' comments are not included.
        </p>
      </>
    ),
  },
  {
    id: "deletion",
    title: "Deleting your account",
    body: (
      <>
        <p>
          You can delete any of your quips at any time from the quip itself. To delete your whole
          account, use “Delete my account” under{" "}
          <Link href={paths.account.getHref()}>Account and security</Link> and confirm with your
          password. It happens at once and cannot be undone, and you are signed out everywhere.
        </p>
        <p>
          We delete: your account (username, email address, names, bio, website and password hash),
          your photo and uploaded files; your quips, with their likes, comments and the reports
          about them; your comments and the replies under them; your likes, bookmarks, drafts and
          follows; your notifications, and the notifications others had about your quips and
          comments or from you; your badges, city distribution, streaks and competition results; the
          reports you filed; your mutes, blocks and muted words, and others' mutes and blocks of
          you; your copy of your data; and mail to you still waiting to be sent, with our short
          record of mail sent to you. Other members' like, comment and follower counts are corrected
          at the same time.
        </p>
        <p>
          What stays: the moderators' log of actions administrators took on your account or your
          quips, which keeps your username and the first 80 characters of such a quip as they were
          (only administrators can read it), and, if you were an administrator, the actions you
          took, under your name; messages you sent through the contact form; and page-view counts,
          which hold nothing about you. Your username is held back for 30 days, so nobody can
          pretend to be you, and is then free for anyone.
        </p>
        <p>
          Your quips that are still anonymous vanish at the same moment as your account. Someone
          watching both could guess they were yours; if that matters to you, delete those quips
          first, from the quips themselves.
        </p>
      </>
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
