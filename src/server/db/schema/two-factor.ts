import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * A member's authenticator-app secret (decision 0112). One row per member: without
 * `enabled_at` it is a setup not yet confirmed by a code, and asks nothing at sign-in.
 */
export const totpSecrets = pgTable("totp_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The secret sealed with AES-256-GCM under a key derived from SESSION_SECRET, never in clear. */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The time step of the last code accepted: a code counts once, and none older after it. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Ten single-use codes for a lost phone, kept as salted argon2id hashes (decision 0112). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** A member's passkeys (decision 0113): the public half and what the authenticator told us. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id as the browser sends it, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter: one that goes back betrays a cloned key. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    /** Synced to the member's other devices (a passkey manager) or bound to one. */
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_key").on(t.credentialId),
    index("passkeys_user_id_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. The
 * browser holds the token in a cookie; the row keeps its SHA-256 and lives five minutes.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("pending_sign_ins_user_id_idx").on(t.userId),
    index("pending_sign_ins_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * A WebAuthn challenge handed to one browser (the cookie's token, kept as its SHA-256), for one
 * purpose, once, for two minutes.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose").notNull(),
    challenge: text("challenge").notNull(),
    /** The member registering or completing a sign-in; null for a sign-in by passkey alone. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webauthn_challenges_expires_at_idx").on(t.expiresAt)],
);
