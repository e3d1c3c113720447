import { eq } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import {
  bookmarksFile,
  commentsFile,
  guessesFile,
  likesFile,
  notificationsFile,
  safetyFile,
} from "./others-in-export";
import {
  achievementsFile,
  draftsFile,
  followsFile,
  profileFile,
  profilePhoto,
  quipsFile,
  reportsFile,
} from "./own-data-in-export";

const README = `Your data from Quip

Each file is JSON (UTF-8). Times are ISO 8601, in UTC.

profile.json        your account: username, email, names, bio, website, when you joined
profile-photo.*     your profile photo, if you have one
quips.json          every quip you posted, with its anonymity: "anonymous" until its 48 hours
                    end (anonymousUntil), then "revealed" (revealedAt)
comments.json       the comments and replies you wrote, with the quip each is on
likes.json          the quips you liked
bookmarks.json      the quips you bookmarked
drafts.json         the drafts in your vault
guesses.json        your guesses at who wrote anonymous quips, each right or wrong once
                    its quip was revealed (right is null until then)
follows.json        whom you follow, and who follows you
achievements.json   your badges, city distribution, streaks, sleuth figures and competition
                    results
notifications.json  your notifications, as your activity page lists them
reports.json        the reports you filed
safety.json         the members you mute or block, the quips you hid, your muted words

A quip's "content" is its text, or its setup when it has a "punchline" (null when it has none).

Another member's name appears only where Quip shows it to you: the author of a quip is
left out ("author": null) while the quip is anonymous, and your own anonymous quips name
nobody either, as on the site. Comments by others are not included.
`;

/** The member as the export reads the site for them: an ordinary member, never an administrator. */
function asOrdinaryMember(row: typeof users.$inferSelect): SessionUser {
  return {
    id: row.id,
    username: row.username,
    isAdmin: false,
    isModerator: false,
    isBot: row.isBot,
    suspension: null,
    awaitingApproval: false,
    mutedWords: [],
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The member's data as a ZIP of JSON files, read at `ctx.now()`; null when the account is gone.
 * A quip revealed after this moment stays author-less in the file.
 */
export async function buildExportZip(ctx: AppContext, userId: string): Promise<Uint8Array | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const member = asOrdinaryMember(row);
  const files: Zippable = {
    "README.txt": strToU8(README),
    "profile.json": json(await profileFile(ctx, member, row)),
    "quips.json": json(await quipsFile(ctx, member)),
    "comments.json": json(await commentsFile(ctx, member)),
    "likes.json": json(await likesFile(ctx, member)),
    "bookmarks.json": json(await bookmarksFile(ctx, member)),
    "drafts.json": json(await draftsFile(ctx, member)),
    "guesses.json": json(await guessesFile(ctx, member)),
    "follows.json": json(await followsFile(ctx, member)),
    "achievements.json": json(await achievementsFile(ctx, member)),
    "notifications.json": json(await notificationsFile(ctx, member)),
    "reports.json": json(await reportsFile(ctx, member)),
    "safety.json": json(await safetyFile(ctx, member)),
  };
  const photo = await profilePhoto(ctx, row);
  // Already compressed: stored as it is.
  if (photo) files[photo.name] = [photo.bytes, { level: 0 }];
  return zipSync(files, { level: 6, mtime: ctx.now() });
}
