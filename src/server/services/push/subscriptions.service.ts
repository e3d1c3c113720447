import { and, count, eq, ne } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { pushSubscriptions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { ensurePreferences } from "#server/services/notifications/preferences.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { NOTIFICATIONS_MSG } from "#shared/messages/notifications.ts";
import type {
  PushPublicKey,
  PushSubscriptionInput,
  PushUnsubscribeInput,
} from "#shared/schemas/notifications.ts";
import { refuseEndpoint } from "./endpoint-guard";
import { getVapidKeys } from "./vapid-keys";
import { isP256PublicKey } from "./web-push-crypto";

const m = NOTIFICATIONS_MSG;

export async function getPushPublicKey(ctx: AppContext): Promise<PushPublicKey> {
  return { publicKey: (await getVapidKeys(ctx)).publicKey };
}

/**
 * Keeps a browser's subscription for the member. The endpoint must lead to a push service
 * (endpoint-guard.ts) and the keys be ones a browser makes. An endpoint already known is one
 * browser subscribing again, perhaps for another member who signed in there: it becomes
 * theirs, with its new keys, so one browser never receives two members' notices.
 */
export async function subscribePush(
  ctx: AppContext,
  memberId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const refusal = refuseEndpoint(ctx.config.push, ctx.config.publicUrl, input.endpoint);
  if (refusal === "invalid") throw new AppError("BAD_REQUEST", m.endpointInvalid);
  if (refusal) throw new AppError("BAD_REQUEST", m.endpointNotAllowed);
  const auth = Buffer.from(input.keys.auth, "base64url");
  if (auth.length !== 16 || !isP256PublicKey(input.keys.p256dh)) {
    throw new AppError("BAD_REQUEST", m.keysInvalid);
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, memberId), ne(pushSubscriptions.endpoint, input.endpoint)),
      );
    if ((others?.n ?? 0) >= LIMITS.pushSubscriptionsMax) {
      throw new AppError("BAD_REQUEST", m.tooManySubscriptions);
    }
    await ensurePreferences(tx, memberId, now);
    const values = { userId: memberId, p256dh: input.keys.p256dh, auth: input.keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: input.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  });
}

/**
 * Forgets the member's subscription of that endpoint, with the pushes waiting for it. Asking
 * twice, or for one already dropped after its push service said it was gone, is no error.
 */
export async function unsubscribePush(
  ctx: AppContext,
  memberId: string,
  input: PushUnsubscribeInput,
): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, memberId), eq(pushSubscriptions.endpoint, input.endpoint)),
    );
}
