import { accountApi } from "./account";
import { accountSessionsApi } from "./account.sessions";
import { accountDataApi } from "./account-data";
import { activityApi } from "./activity";
import { adminApi } from "./admin";
import { adminUsersApi } from "./admin.users";
import { atomFeedsApi } from "./atom-feeds";
import { authApi } from "./auth";
import { authPasswordResetApi } from "./auth.password-reset";
import { commentsApi } from "./comments";
import { competitionsApi } from "./competitions";
import { contactApi } from "./contact";
import { contactInboxApi } from "./contact.inbox";
import { crawlersApi } from "./crawlers";
import { guessesApi } from "./guesses";
import { healthApi } from "./health";
import { liveApi } from "./live";
import { mailListsApi } from "./mail-lists";
import { metricsApi } from "./metrics";
import { moderationApi } from "./moderation";
import { moderationQueueApi } from "./moderation.queue";
import { notificationsApi } from "./notifications";
import { openapiApi } from "./openapi";
import { pageViewsApi } from "./page-views";
import { passkeysApi } from "./passkeys";
import { photosApi } from "./photos";
import { photosObjectsApi } from "./photos.objects";
import { quipsApi } from "./quips";
import { recapsApi } from "./recaps";
import { safetyApi } from "./safety";
import { searchApi } from "./search";
import { shareApi } from "./share";
import { signUpApi } from "./sign-up";
import { systemApi } from "./system";
import { topicsApi } from "./topics";
import { topicsAdminApi } from "./topics.admin";
import { twoFactorApi } from "./two-factor";
import { usersApi } from "./users";
import { vaultApi } from "./vault";
import { warningsApi } from "./warnings";
import { watchedWordsApi } from "./watched-words";

/**
 * Every route the server answers, keyed by "METHOD /path", with the schemas Fastify validates
 * and serializes by and the OpenAPI document is drawn from. The server registers each entry
 * (`#server/plugins/api-route.ts`); the client imports its type alone and calls it by key
 * (`callApi` in `#client/lib/api-client.ts`), so neither restates a path or a type.
 */
export const API = {
  ...accountApi,
  ...accountDataApi,
  ...accountSessionsApi,
  ...activityApi,
  ...adminApi,
  ...adminUsersApi,
  ...atomFeedsApi,
  ...authApi,
  ...authPasswordResetApi,
  ...commentsApi,
  ...competitionsApi,
  ...contactApi,
  ...contactInboxApi,
  ...crawlersApi,
  ...guessesApi,
  ...healthApi,
  ...liveApi,
  ...mailListsApi,
  ...metricsApi,
  ...moderationApi,
  ...moderationQueueApi,
  ...notificationsApi,
  ...openapiApi,
  ...pageViewsApi,
  ...passkeysApi,
  ...photosApi,
  ...photosObjectsApi,
  ...quipsApi,
  ...recapsApi,
  ...safetyApi,
  ...searchApi,
  ...shareApi,
  ...signUpApi,
  ...systemApi,
  ...topicsApi,
  ...topicsAdminApi,
  ...twoFactorApi,
  ...usersApi,
  ...vaultApi,
  ...warningsApi,
  ...watchedWordsApi,
} as const;

export type ApiRoutes = typeof API;
export type ApiKey = keyof ApiRoutes;
