import { randomUUID } from "node:crypto";
import type {
  activities,
  admins,
  bookmarks,
  comments,
  follows,
  likes,
  quipbotSchedule,
  quips,
  scheduledTopics,
  topicOfTheDay,
  users,
  userTopicQuips,
  vaultQuips,
} from "#server/db/schema/index.ts";
import { type Random, seededRandom } from "#server/lib/seeded-random.ts";
import { isAnonymousAt, revealTimeOf } from "#server/services/anonymity.ts";
import { objectPath } from "#server/storage/object-storage.ts";
import { LIMITS, QUIPBOT_USERNAME } from "#shared/limits.ts";
import {
  addEasternDays,
  easternDate,
  easternInstant,
  easternWeekday,
} from "#shared/rules/eastern-time.ts";
import { topicIdentifier, topicSlug } from "#shared/rules/slug.ts";
import { currentTopicDay, DEFAULT_CHANGE_TIME } from "#shared/rules/topic-calendar.ts";
import { initialsAvatarSvg, initialsOf, quipBotAvatarSvg } from "./avatars";
import {
  DEMO_DRAFTS,
  DEMO_FOLLOWERS,
  DEMO_FOLLOWS,
  DEMO_MEMBER,
  FOLLOW_TOTAL,
  PEOPLE,
  QUIPBOT,
} from "./people";
import {
  type CommentSeed,
  FREE_QUIPS,
  PAST_TOPICS,
  QUIPBOT_SUNDAY_QUIP,
  type QuipSeed,
  UPCOMING_TOPICS,
} from "./quips";

/** Fixed, so every demo community gets the same likes, follows and times. */
export const DEMO_SEED = 20250914;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SPAN_DAYS = 14;
/** Quips nearly everyone liked; the rest get a few likes each. */
const HIT_QUIPS = 6;
/** QuipBot posts within its topic's own Eastern day (06:00 to 23:00). */
const QUIPBOT_WINDOW = 17 * HOUR;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: string };

export interface PlannedAvatar {
  userId: string;
  key: string;
  svg: string;
}

/** Every row of the demo community, ready to insert, with ids chosen up front. */
export interface DemoPlan {
  users: Row<typeof users>[];
  admins: Row<typeof admins>[];
  avatars: PlannedAvatar[];
  topics: Row<typeof topicOfTheDay>[];
  scheduledTopics: Row<typeof scheduledTopics>[];
  quips: Row<typeof quips>[];
  userTopicQuips: (typeof userTopicQuips.$inferInsert)[];
  likes: Row<typeof likes>[];
  comments: Row<typeof comments>[];
  follows: Row<typeof follows>[];
  bookmarks: Row<typeof bookmarks>[];
  vaultQuips: Row<typeof vaultQuips>[];
  activities: Row<typeof activities>[];
  quipbotSchedule: (typeof quipbotSchedule.$inferInsert)[];
}

export interface PlanInput {
  now: Date;
  /** The hash every member but the administrator signs in with. */
  memberPasswordHash: string;
  adminPasswordHash: string;
  random?: Random;
  newId?: () => string;
}

/**
 * The home page opens on Top 48 Hours, so at any hour of the day the demo must start with a
 * full page of quips younger than 48 hours (46, so it still holds an hour or two later): the
 * newest older off-topic quips move into the last two days when the draw left too few.
 */
function fillTopFortyEight(
  planned: PlannedQuip[],
  nowMs: number,
  random: Random,
  quipBotId: string,
): void {
  const since = nowMs - 46 * HOUR;
  const missing = LIMITS.feedPageSize + 2 - planned.filter((q) => q.createdAt > since).length;
  if (missing <= 0) return;
  const older = planned
    .filter((q) => q.createdAt <= since && q.topic === undefined && q.authorId !== quipBotId)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, missing);
  for (const quip of older) quip.createdAt = nowMs - random.int(60, 45 * 60) * MINUTE;
}

interface PlannedQuip {
  id: string;
  seed: QuipSeed;
  authorId: string;
  createdAt: number;
  topic?: Row<typeof topicOfTheDay>;
}

export function planDemo(input: PlanInput): DemoPlan {
  const random = input.random ?? seededRandom(DEMO_SEED);
  const newId = input.newId ?? randomUUID;
  const nowMs = input.now.getTime();
  const at = (ms: number) => new Date(Math.round(ms));
  /** A moment strictly between from and now, placed at fraction of the way. */
  const between = (from: number, fraction: number) => from + (nowMs - from) * fraction;

  const userRows: Row<typeof users>[] = [];
  const avatars: PlannedAvatar[] = [];
  const idOf = new Map<string, string>();
  const joinedAt = new Map<string, number>();
  const addAvatar = (userId: string, svg: string) => {
    const key = `avatars/${newId()}.png`;
    avatars.push({ userId, key, svg });
    return objectPath(key);
  };

  const quipBotId = newId();
  const quipBotJoined = nowMs - QUIPBOT.joinedDaysAgo * DAY;
  idOf.set(QUIPBOT.username, quipBotId);
  joinedAt.set(quipBotId, quipBotJoined);
  userRows.push({
    id: quipBotId,
    username: QUIPBOT.username,
    email: QUIPBOT.email,
    passwordHash: null,
    firstName: QUIPBOT.firstName,
    lastName: QUIPBOT.lastName,
    bio: QUIPBOT.bio,
    profileImageUrl: addAvatar(quipBotId, quipBotAvatarSvg()),
    isBot: true,
    createdAt: at(quipBotJoined),
    updatedAt: at(quipBotJoined),
  });

  for (const person of PEOPLE) {
    const id = newId();
    const joined = nowMs - person.joinedDaysAgo * DAY + random.int(8, 22) * HOUR;
    idOf.set(person.username, id);
    joinedAt.set(id, joined);
    userRows.push({
      id,
      username: person.username,
      email: person.email.toLowerCase(),
      passwordHash: person.isAdmin ? input.adminPasswordHash : input.memberPasswordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      bio: person.bio,
      website: person.website ?? null,
      profileImageUrl: person.color
        ? addAvatar(
            id,
            initialsAvatarSvg(initialsOf(person.firstName, person.lastName), person.color),
          )
        : null,
      isAdmin: person.isAdmin ?? false,
      // The demo community has been here a while: nobody is shown the welcome tour.
      onboardedAt: at(joined),
      createdAt: at(joined),
      updatedAt: at(joined),
    });
  }
  const userId = (username: string) => {
    const id = idOf.get(username);
    if (!id) throw new Error(`Demo data names an unknown member: ${username}`);
    return id;
  };
  const demoId = userId(DEMO_MEMBER.username);
  const memberIds = PEOPLE.map((person) => userId(person.username));
  const adminRows = PEOPLE.filter((person) => person.isAdmin).map((person) => ({
    id: newId(),
    userId: userId(person.username),
    createdAt: at(joinedAt.get(userId(person.username)) ?? nowMs),
  }));

  // Topics: one per Eastern day, none on Sunday. Days are topic days, as the product counts
  // them: before 06:00 it is still yesterday's, so the fortnight scheduled ahead is the one
  // the administrators' schedule shows and the scheduler keeps filled.
  const today = currentTopicDay(input.now, DEFAULT_CHANGE_TIME);
  const pastDays = daysAround(today, -(SPAN_DAYS - 1), 0);
  if (pastDays.length !== PAST_TOPICS.length) {
    throw new Error(`Expected ${PAST_TOPICS.length} topic days, found ${pastDays.length}`);
  }
  // Only the latest topic already out is active.
  const activeDay = pastDays.filter((day) => easternInstant(day, 6, 0).getTime() <= nowMs).at(-1);
  const topicRows = pastDays.map((day, index) => {
    const seed = PAST_TOPICS[index] as (typeof PAST_TOPICS)[number];
    const scheduledFor = easternInstant(day, 6, 0);
    return {
      id: newId(),
      topic: seed.topic,
      isManual: seed.isManual,
      scheduledFor,
      isActive: day === activeDay,
      date: day,
      slug: topicSlug(seed.topic),
      topicIdentifier: topicIdentifier(seed.topic, day),
      createdAt: at(Math.min(scheduledFor.getTime(), nowMs)),
    } satisfies Row<typeof topicOfTheDay>;
  });

  const upcomingDays = daysAround(today, 1, SPAN_DAYS);
  if (upcomingDays.length !== UPCOMING_TOPICS.length) {
    throw new Error(
      `Expected ${UPCOMING_TOPICS.length} upcoming days, found ${upcomingDays.length}`,
    );
  }
  const scheduledRows = upcomingDays.map((day, index) => {
    const seed = UPCOMING_TOPICS[index] as (typeof UPCOMING_TOPICS)[number];
    return {
      id: newId(),
      topic: seed.topic,
      isManual: seed.isManual,
      scheduledFor: easternInstant(day, 6, 0),
      scheduledForEstDate: day,
      isActive: false,
      createdAt: at(nowMs - random.int(1, 72) * HOUR),
    } satisfies Row<typeof scheduledTopics>;
  });

  // Quips: topic answers inside their topic's window, the rest spread over the fortnight.
  const planned: PlannedQuip[] = [];
  PAST_TOPICS.forEach((seed, index) => {
    const topic = topicRows[index] as (typeof topicRows)[number];
    const opens = topic.scheduledFor.getTime();
    for (const quip of seed.quips) {
      const isBot = quip.author === QUIPBOT_USERNAME;
      const closes = Math.min(opens + (isBot ? QUIPBOT_WINDOW : LIMITS.competitionWindowMs), nowMs);
      planned.push({
        id: newId(),
        seed: quip,
        authorId: userId(quip.author),
        // Most answers come on the topic's own day, a few on the next.
        createdAt: opens + (closes - opens) * (0.04 + 0.92 * random.next() ** 1.6),
        topic,
      });
    }
  });

  const free = FREE_QUIPS;
  const spanStart = nowMs - SPAN_DAYS * DAY + 20 * MINUTE;
  const span = SPAN_DAYS * DAY - 35 * MINUTE;
  free.forEach((quip, index) => {
    planned.push({
      id: newId(),
      seed: quip,
      authorId: userId(quip.author),
      // Slightly denser in the older days, so "last 48 hours" feeds hold about ten quips.
      createdAt: spanStart + ((index + 0.1 + 0.8 * random.next()) / free.length) ** 1.15 * span,
    });
  });

  const sundayPost = daysAround(today, -(SPAN_DAYS - 1), 0, true)
    .map((day) => easternInstant(day, 11, random.int(0, 59)).getTime())
    .filter((time) => time < nowMs && time > nowMs - SPAN_DAYS * DAY)
    .at(-1);
  if (sundayPost !== undefined) {
    planned.push({
      id: newId(),
      seed: QUIPBOT_SUNDAY_QUIP,
      authorId: quipBotId,
      createdAt: sundayPost,
    });
  }
  fillTopFortyEight(planned, nowMs, random, quipBotId);
  planned.sort((a, b) => a.createdAt - b.createdAt);

  const quipRows = planned.map((quip) => {
    const createdAt = at(quip.createdAt);
    const anonymous = isAnonymousAt(createdAt, input.now);
    return {
      id: quip.id,
      content: quip.seed.content,
      authorId: quip.authorId,
      isAnonymous: anonymous,
      revealedAt: anonymous ? null : revealTimeOf(createdAt),
      topicOfTheDay: quip.topic !== undefined,
      topicText: quip.topic?.topic ?? null,
      topicId: quip.topic?.id ?? null,
      topicIdentifier: quip.topic?.topicIdentifier ?? null,
      likesCount: 0,
      commentsCount: 0,
      createdAt,
      updatedAt: createdAt,
    } satisfies Row<typeof quips>;
  });
  const quipById = new Map(quipRows.map((quip) => [quip.id, quip]));
  const isStillAnonymous = (quip: { createdAt: Date }) => isAnonymousAt(quip.createdAt, input.now);

  const topicCounts = new Map<
    string,
    { userId: string; topicIdentifier: string; quipCount: number }
  >();
  for (const quip of quipRows) {
    if (!quip.topicIdentifier) continue;
    const key = `${quip.authorId} ${quip.topicIdentifier}`;
    const entry = topicCounts.get(key) ?? {
      userId: quip.authorId,
      topicIdentifier: quip.topicIdentifier,
      quipCount: 0,
    };
    entry.quipCount += 1;
    if (entry.quipCount > LIMITS.quipsPerTopic) {
      throw new Error(`Demo data gives one member too many quips on ${quip.topicIdentifier}`);
    }
    topicCounts.set(key, entry);
  }

  // Likes: most quips get a few, a handful get nearly everyone's; newer ones have had less time.
  const likeRows: Row<typeof likes>[] = [];
  const hits = new Set(
    random.sample(
      quipRows.filter((quip) => nowMs - quip.createdAt.getTime() > DAY).map((quip) => quip.id),
      HIT_QUIPS,
    ),
  );
  for (const quip of quipRows) {
    const postedAt = quip.createdAt.getTime();
    const ageHours = (nowMs - postedAt) / HOUR;
    let count = hits.has(quip.id)
      ? random.int(8, 11)
      : random.chance(0.25)
        ? random.int(3, 6)
        : Math.floor(random.next() ** 1.6 * 5);
    // Whoever explores as demo should find their own quips liked and their notifications busy.
    if (quip.authorId === demoId) count = Math.max(count, random.int(3, 7));
    if (ageHours < 3) count = Math.min(count, 1 + Math.floor(ageHours));
    else if (ageHours < 24) count = Math.min(count, 6);
    const selfLike = quip.authorId !== demoId && random.chance(0.08);
    const others = memberIds.filter((id) => id !== quip.authorId);
    const likers = random.sample(others, count - (selfLike ? 1 : 0));
    if (selfLike && memberIds.includes(quip.authorId)) likers.push(quip.authorId);
    for (const liker of likers) {
      likeRows.push({
        id: newId(),
        quipId: quip.id,
        userId: liker,
        // Likes come soon after posting more often than late.
        createdAt: at(between(postedAt, 0.02 + 0.95 * random.next() ** 2)),
      });
    }
    quip.likesCount = likers.length;
  }

  // Comments and replies, each after what it answers.
  const commentRows: Row<typeof comments>[] = [];
  const addComments = (
    quip: (typeof quipRows)[number],
    seeds: readonly CommentSeed[],
    parent?: { id: string; createdAt: number; depth: number },
  ) => {
    for (const seed of seeds) {
      const depth = (parent?.depth ?? 0) + 1;
      if (depth > LIMITS.replyDepthMax) throw new Error("Demo comments nest too deeply");
      const after = parent?.createdAt ?? quip.createdAt.getTime();
      const createdAt = between(after, 0.04 + 0.5 * random.next());
      const id = newId();
      commentRows.push({
        id,
        content: seed.content,
        quipId: quip.id,
        authorId: userId(seed.author),
        parentCommentId: parent?.id ?? null,
        depth,
        createdAt: at(createdAt),
      });
      quip.commentsCount += 1;
      if (seed.replies) addComments(quip, seed.replies, { id, createdAt, depth });
    }
  };
  for (const quip of planned) {
    const row = quipById.get(quip.id);
    if (row && quip.seed.comments) addComments(row, quip.seed.comments);
  }

  // Follows: demo's own circle as written, then random pairs among the others.
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const addFollow = (follower: string, following: string) => {
    const key = `${follower} ${following}`;
    if (follower === following || seen.has(key)) return;
    seen.add(key);
    pairs.push([follower, following]);
  };
  for (const name of DEMO_FOLLOWS) addFollow(demoId, userId(name));
  for (const name of DEMO_FOLLOWERS) addFollow(userId(name), demoId);
  const others = memberIds.filter((id) => id !== demoId);
  // Everyone has at least one follower, so no profile in the demo looks abandoned.
  for (const id of others) {
    if (!pairs.some(([, following]) => following === id)) {
      addFollow(random.pick(others.filter((other) => other !== id)), id);
    }
  }
  while (pairs.length < FOLLOW_TOTAL) addFollow(random.pick(others), random.pick(others));
  const followRows = pairs.map(([followerId, followingId]) => {
    const since = Math.max(joinedAt.get(followerId) ?? 0, joinedAt.get(followingId) ?? 0);
    return {
      id: newId(),
      followerId,
      followingId,
      createdAt: at(between(since, 0.05 + 0.9 * random.next())),
    } satisfies Row<typeof follows>;
  });
  for (const user of userRows) {
    user.followersCount = followRows.filter((f) => f.followingId === user.id).length;
    user.followingCount = followRows.filter((f) => f.followerId === user.id).length;
  }

  // Demo's bookmarks: the best-liked quips of others; and a few unfinished drafts.
  const bookmarkRows = quipRows
    .filter((quip) => quip.authorId !== demoId)
    .sort((a, b) => b.likesCount - a.likesCount || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 4)
    .map((quip) => ({
      id: newId(),
      quipId: quip.id,
      userId: demoId,
      createdAt: at(between(quip.createdAt.getTime(), 0.1 + 0.6 * random.next())),
    }));
  const vaultRows = DEMO_DRAFTS.map((content, index) => {
    const createdAt = at(nowMs - (index * 3 + 1) * DAY - random.int(1, 10) * HOUR);
    return { id: newId(), content, userId: demoId, createdAt, updatedAt: createdAt };
  });

  // Demo's notifications, as the live services would have made them.
  const activityRows: Row<typeof activities>[] = [];
  for (const like of likeRows) {
    const quip = quipById.get(like.quipId);
    if (!quip || quip.authorId !== demoId || like.userId === demoId || isStillAnonymous(quip)) {
      continue;
    }
    activityRows.push({
      id: newId(),
      userId: demoId,
      type: "like",
      actorId: like.userId,
      quipId: quip.id,
      data: {},
      dedupeKey: `like:${quip.id}:${like.userId}`,
      createdAt: like.createdAt,
    });
  }
  const commentById = new Map(commentRows.map((comment) => [comment.id, comment]));
  for (const comment of commentRows) {
    const quip = quipById.get(comment.quipId);
    const parent = comment.parentCommentId ? commentById.get(comment.parentCommentId) : undefined;
    if (!quip || comment.authorId === demoId) continue;
    if (quip.authorId !== demoId && parent?.authorId !== demoId) continue;
    // An author answering on their own anonymous quip must not be named to anyone else.
    const hidesAuthor = comment.authorId === quip.authorId && isStillAnonymous(quip);
    activityRows.push({
      id: newId(),
      userId: demoId,
      type: "comment",
      actorId: hidesAuthor ? null : comment.authorId,
      quipId: quip.id,
      commentId: comment.id,
      data: {},
      dedupeKey: `comment:${comment.id}:${demoId}`,
      createdAt: comment.createdAt,
    });
  }
  for (const follow of followRows) {
    if (follow.followingId !== demoId) continue;
    activityRows.push({
      id: newId(),
      userId: demoId,
      type: "follow",
      actorId: follow.followerId,
      data: {},
      dedupeKey: `follow:${follow.followerId}:${follow.followingId}`,
      createdAt: follow.createdAt,
    });
  }

  // QuipBot has already posted on these days: its daily job must not post a second time.
  const quipbotRows = quipRows
    .filter((quip) => quip.authorId === quipBotId)
    .map((quip) => ({
      dateEt: easternDate(quip.createdAt),
      scheduledAtEt: quip.createdAt,
      topicSnapshot: quip.topicText,
      posted: true,
      quipId: quip.id,
      createdAt: quip.createdAt,
    }));

  return {
    users: userRows,
    admins: adminRows,
    avatars,
    topics: topicRows,
    scheduledTopics: scheduledRows,
    quips: quipRows,
    userTopicQuips: [...topicCounts.values()],
    likes: likeRows,
    comments: commentRows,
    follows: followRows,
    bookmarks: bookmarkRows,
    vaultQuips: vaultRows,
    activities: activityRows,
    quipbotSchedule: quipbotRows,
  };
}

/** Eastern days from today+from to today+to, without Sundays (or only Sundays). */
function daysAround(today: string, from: number, to: number, sundays = false): string[] {
  const days: string[] = [];
  for (let offset = from; offset <= to; offset++) {
    const day = addEasternDays(today, offset);
    if ((easternWeekday(day) === 0) === sundays) days.push(day);
  }
  return days;
}
