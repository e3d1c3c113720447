import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, objectPathText, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    /** Null for accounts that cannot sign in (QuipBot). */
    passwordHash: text("password"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: objectPathText("profile_image_url"),
    bio: text("bio"),
    website: text("website"),
    isAdmin: boolean("is_admin").notNull().default(false),
    isBot: boolean("is_bot").notNull().default(false),
    /**
     * Whether the member has shown the address is theirs by opening a link mailed to it. Only a
     * sign-up sets it false; accounts made before confirmation existed, and seeded ones, count
     * as confirmed by this default. A password reset goes only to a confirmed address.
     */
    emailConfirmed: boolean("email_confirmed").notNull().default(true),
    lastUsernameChange: timestamp("last_username_change", { withTimezone: true }),
    /** When the member closed the welcome tour; null until then, so a new member sees it once. */
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    /**
     * The read mark: the newest notification the member has read, as its (created_at, id),
     * the activity list's order. Newer ones are unread; null, none has been read.
     */
    notificationsReadAt: timestamp("notifications_read_at", { withTimezone: true }),
    notificationsReadId: uuid("notifications_read_id"),
    /**
     * Why an administrator suspended the member; null when they are not. With a reason, a null
     * `suspended_until` is indefinite; a past one has ended by itself.
     */
    suspensionReason: text("suspension_reason"),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    /**
     * Signed up while sign-up asked for approval, and not yet approved: the member may read and
     * keep drafts but not post, comment, like, follow or report (decision 0155). Every account
     * made before is approved by this default.
     */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    /** What they said on the form about why they want to join; dropped once decided. */
    joinReason: text("join_reason"),
    followersCount: integer("followers_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "users_suspension_has_reason",
      sql`${t.suspendedUntil} is null or ${t.suspensionReason} is not null`,
    ),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    // The moderators' queue, oldest first: a handful of rows among all members.
    index("users_awaiting_approval_idx").on(t.createdAt, t.id).where(sql`${t.awaitingApproval}`),
    // Member search, one index for each of its steps. Names that start with the text, in the
    // order of their bytes: the first 20 are read and the scan stops, whatever the collation.
    index("users_username_prefix_idx").on(sql`lower(${t.username}) text_pattern_ops`),
    // Names that contain it (ILIKE): GIN intersects the lists of the text's trigrams. On the
    // name itself, not lower(), so the planner never takes the GiST below for this step.
    index("users_username_contains_idx").using("gin", sql`${t.username} gin_trgm_ops`),
    // Names that resemble it: GiST hands them out nearest first (ORDER BY <->), so a text that
    // resembles most names still reads only the first page of them.
    index("users_username_trgm_idx").using("gist", sql`lower(${t.username}) gist_trgm_ops`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    /** Lets a password reset or an account deletion end every session of one member. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * How the member's own list of sessions names this one. Never the sid: the sid is what the
     * cookie's token hashes to, and an answer should not carry even that.
     */
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    /** "Chrome on macOS", read from the user agent at sign-in; the user agent itself is not kept. */
    device: text("device"),
    createdAt: createdAt(),
    /** Moved forward at most every few minutes, so a busy session does not write per request. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    index("sessions_user_id_idx").on(t.userId),
    uniqueIndex("sessions_id_key").on(t.id),
  ],
);

/**
 * A session its member's password change ended (decision 0140), kept under the same sid until
 * it would have expired, so the one browser holding its cookie can be told why, once. Nothing
 * here names the member: only that cookie's token hashes to the sid.
 */
export const endedSessions = pgTable(
  "ended_sessions",
  {
    sid: text("sid").primaryKey(),
    reason: text("reason").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("ended_sessions_expire_idx").on(t.expire)],
);

export const admins = pgTable("admins", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the emailed token: a leaked table cannot reset anyone's password. */
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    used: boolean("used").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId)],
);

export const follows = pgTable(
  "follows",
  {
    id: id(),
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: uuid("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("follows_follower_following_key").on(t.followerId, t.followingId),
    index("follows_following_id_idx").on(t.followingId, t.createdAt),
  ],
);
