import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QueueReport, Suspension } from "./moderation";
import { UserProfile } from "./users";
import { ProfileDetailsInput, ProfilePhotoInput } from "./users.profile";

/** ?page=&limit= of the all-users list: 20 a page by default. */
export const AdminUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminUsersPageSize),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** Search starts at 2 characters; shorter is refused rather than listing everyone. */
export const AdminSearchQuery = z.object({
  q: z
    .string({ error: ADMIN_MSG.searchTooShort })
    .trim()
    .min(2, ADMIN_MSG.searchTooShort)
    .max(200, "Search text is too long"),
});

/** QuipBot's editable details, with the member profile's own limits; absent fields stay as they are. */
export const QuipBotProfileInput = ProfileDetailsInput.pick({
  firstName: true,
  lastName: true,
  bio: true,
  website: true,
}).partial();
export type QuipBotProfileInput = z.infer<typeof QuipBotProfileInput>;

export const QuipBotPhotoInput = ProfilePhotoInput;

export const AdminStats = z.object({
  totalQuips: z.number(),
  /** Younger than 48 hours: still anonymous. */
  activeQuips: z.number(),
  revealedQuips: z.number(),
  totalUsers: z.number(),
  currentTopic: z
    .object({ topic: z.string(), isManual: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** Where generated topics and QuipBot's quips come from ("built-in" or the provider). */
  textGenerator: z.string(),
  /** The last 14 Eastern days, oldest first, days without views as 0. */
  pageViews: z.array(z.object({ day: z.string(), views: z.number() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** A row of the all-users list and of user search. */
export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isBot: z.boolean(),
  createdAt: z.string(),
  quipsCount: z.number(),
  /** Their suspension, while it lasts. */
  suspension: Suspension.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersPage = z.object({
  users: z.array(AdminUser),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

export const AdminSearchResult = z.object({ users: z.array(AdminUser) });
export type AdminSearchResult = z.infer<typeof AdminSearchResult>;

/** A current administrator, for the admins card. */
export const AdminAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  grantedAt: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** A pending report; administrators may see the author of an anonymous quip. */
export const AdminFlag = QueueReport.extend({
  quip: z.object({
    id: z.string(),
    content: z.string(),
    punchline: z.string().nullable(),
    createdAt: z.string(),
    isAnonymous: z.boolean(),
    author: z.object({ id: z.string(), username: z.string() }),
  }),
});
export type AdminFlag = z.infer<typeof AdminFlag>;

/** QuipBot's public details after an edit. */
export const QuipBotProfile = UserProfile.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  bio: true,
  website: true,
  profileImageUrl: true,
});
export type QuipBotProfile = z.infer<typeof QuipBotProfile>;
