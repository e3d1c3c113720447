import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { recapsRoutes } from "#server/routes/recaps.routes.ts";
import type { RenderPage } from "#shared/schemas/first-screen.ts";
import { TAKE_OVER_SCRIPT } from "#shared/take-over-script.ts";
import { THEME_SCRIPT } from "#shared/theme-script.ts";
import type { AppContext } from "./context";
import { type AppPages, appPages, sendAppPage } from "./first-screen/first-screen";
import { cspHashSource } from "./lib/csp-hash";
import { loggedUrl } from "./lib/logged-url";
import { createLiveHub } from "./live/hub";
import {
  type Access,
  accessPlugin,
  declaredAccess,
  declaredRefusedWhileSuspended,
  PUBLIC,
} from "./plugins/access";
import { compressedAnswersPlugin } from "./plugins/compressed-answers";
import { drainingPlugin } from "./plugins/draining";
import { registerErrorHandler } from "./plugins/error-handler";
import { observedRequestsPlugin } from "./plugins/observed-requests";
import { privateAnswersPlugin } from "./plugins/private-answers";
import { readYourWritesPlugin } from "./plugins/read-your-writes";
import { rejectNulPlugin } from "./plugins/reject-nul";
import { sameOriginPlugin } from "./plugins/same-origin";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { createRateLimiter, type RateLimiter } from "./rate-limit/limiter";
import { memoryStore, redisStore } from "./rate-limit/store";
import { accountRoutes } from "./routes/account.routes";
import { accountSessionsRoutes } from "./routes/account.sessions.routes";
import { accountDataRoutes } from "./routes/account-data.routes";
import { activityRoutes } from "./routes/activity.routes";
import { adminRoutes } from "./routes/admin.routes";
import { adminUsersRoutes } from "./routes/admin.users.routes";
import { atomFeedsRoutes } from "./routes/atom-feeds.routes";
import { authPasswordResetRoutes } from "./routes/auth.password-reset.routes";
import { authRoutes } from "./routes/auth.routes";
import { commentsRoutes } from "./routes/comments.routes";
import { competitionsRoutes } from "./routes/competitions.routes";
import { contactInboxRoutes } from "./routes/contact.inbox.routes";
import { contactRoutes } from "./routes/contact.routes";
import { crawlersRoutes } from "./routes/crawlers.routes";
import { guessesRoutes } from "./routes/guesses.routes";
import { healthRoutes } from "./routes/health.routes";
import { liveRoutes } from "./routes/live.routes";
import { mailListsRoutes } from "./routes/mail-lists.routes";
import { metricsRoutes } from "./routes/metrics.routes";
import { moderationQueueRoutes } from "./routes/moderation.queue.routes";
import { moderationRoutes } from "./routes/moderation.routes";
import { notificationsRoutes } from "./routes/notifications.routes";
import { openApiRoutes } from "./routes/openapi.routes";
import { pageViewsRoutes } from "./routes/page-views.routes";
import { passkeysRoutes } from "./routes/passkeys.routes";
import { photoObjectsRoutes } from "./routes/photos.objects.routes";
import { photosRoutes } from "./routes/photos.routes";
import { quipsRoutes } from "./routes/quips.routes";
import { safetyRoutes } from "./routes/safety.routes";
import { searchRoutes } from "./routes/search.routes";
import { shareRoutes } from "./routes/share.routes";
import { signUpRoutes } from "./routes/sign-up.routes";
import { systemRoutes } from "./routes/system.routes";
import { topicsAdminRoutes } from "./routes/topics.admin.routes";
import { topicsRoutes } from "./routes/topics.routes";
import { twoFactorRoutes } from "./routes/two-factor.routes";
import { usersRoutes } from "./routes/users.routes";
import { vaultRoutes } from "./routes/vault.routes";
import { warningsRoutes } from "./routes/warnings.routes";
import { watchedWordsRoutes } from "./routes/watched-words.routes";

declare module "fastify" {
  interface FastifyInstance {
    routeList: ReadonlyArray<RouteSummary>;
    /** Abuse limits, shared across processes through Redis when REDIS_URL is set. */
    limiter: RateLimiter;
  }
}

interface RouteSummary {
  method: string;
  url: string;
  access: Access;
  /** A suspended member is refused it. */
  refusedWhileSuspended: boolean;
  /** The status codes it declares a response schema for ("200", "204"…). */
  answers: string[];
  /** The parts of the request it declares a schema for. */
  inputs: ("params" | "querystring" | "body")[];
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions["logger"];
  /** The built client to serve; null serves the API alone (tests). */
  clientDir?: string | null;
  /** Renders pages' first screens; by default the build's renderer beside the client. */
  renderPage?: RenderPage;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ? withBoundedUrls(options.logger) : false,
    // Fastify's own two lines a request hold the address as sent; observedRequestsPlugin writes
    // one line with the route's pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across processes and restarts, so a request's line is found in a fleet's logs.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.publicUrl.startsWith("https://"),
    // Errors the router raises before any route runs (an overlong or malformed address).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .type("text/plain; charset=utf-8")
        .send(tooLong ? "The address is too long." : "The address is not valid.");
    },
  });
  // Every route the server answers, who may call it and what it answers, for the tests.
  const routes: RouteSummary[] = [];
  const registered: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    registered.push(route);
  });
  // Checked once all are in: the static files' scope declares its routes in a later hook.
  app.addHook("onReady", async () => {
    for (const route of registered) {
      const access = declaredAccess(route);
      if (!access) throw new Error(`${route.method} ${route.url} does not declare who may call it`);
      const answers = Object.keys((route.schema?.response as object | undefined) ?? {});
      const refusedWhileSuspended = declaredRefusedWhileSuspended(route);
      const inputs = (["params", "querystring", "body"] as const).filter((part) =>
        Boolean(route.schema?.[part]),
      );
      for (const method of [route.method].flat()) {
        if (method !== "HEAD") {
          routes.push({ method, url: route.url, access, refusedWhileSuspended, answers, inputs });
        }
      }
    }
  });
  app.decorate("routeList", routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the document is built from the routes registered after it.
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Quip",
        version: "1.0.0",
        description: "Short jokes, anonymous for 48 hours.",
      },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  await app.register(observedRequestsPlugin, { ctx });
  if (ctx.config.compressAnswers) await app.register(compressedAnswersPlugin);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The head's two inline scripts, which must run before the first paint: the theme's,
        // and the one that holds what is pressed until the app has taken the page over.
        scriptSrc: ["'self'", cspHashSource(THEME_SCRIPT), cspHashSource(TAKE_OVER_SCRIPT)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are the site's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: ctx.config.publicUrl.startsWith("https://"),
    crossOriginEmbedderPolicy: false,
  });
  const store = ctx.config.redisUrl
    ? redisStore(ctx.config.redisUrl)
    : memoryStore(() => ctx.now().getTime());
  app.decorate("limiter", createRateLimiter(store, ctx.config.rateLimitScale));
  app.addHook("onClose", () => app.limiter.close());
  // Count changes the last requests left waiting are folded before the database closes.
  app.addHook("onClose", () => ctx.background.settled());
  await app.register(drainingPlugin);
  await app.register(cookie);
  await app.register(sameOriginPlugin, { ctx });
  await app.register(rejectNulPlugin);
  await app.register(sessionPlugin, { ctx });
  await app.register(privateAnswersPlugin);
  await app.register(readYourWritesPlugin, { ctx });
  await app.register(accessPlugin, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(metricsRoutes, { ctx });
  await app.register(openApiRoutes);
  await app.register(authRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(accountSessionsRoutes, { ctx });
  await app.register(pageViewsRoutes, { ctx });
  await app.register(photoObjectsRoutes, { ctx });
  await app.register(quipsRoutes, { ctx });
  await app.register(commentsRoutes, { ctx });
  await app.register(guessesRoutes, { ctx });
  await app.register(vaultRoutes, { ctx });
  await app.register(topicsRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(accountDataRoutes, { ctx });
  await app.register(safetyRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(photosRoutes, { ctx });
  await app.register(authPasswordResetRoutes, { ctx });
  await app.register(twoFactorRoutes, { ctx });
  await app.register(passkeysRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(contactInboxRoutes, { ctx });
  await app.register(signUpRoutes, { ctx });
  await app.register(watchedWordsRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(adminUsersRoutes, { ctx });
  await app.register(topicsAdminRoutes, { ctx });
  await app.register(systemRoutes, { ctx });
  await app.register(moderationRoutes, { ctx });
  await app.register(moderationQueueRoutes, { ctx });
  await app.register(warningsRoutes, { ctx });
  await app.register(activityRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(mailListsRoutes, { ctx });
  await app.register(atomFeedsRoutes, { ctx });
  await app.register(recapsRoutes, { ctx });
  await app.register(crawlersRoutes, { ctx });
  const hub = createLiveHub(ctx, (err, message) => app.log.error({ err }, message));
  ctx.metrics.sources.liveStreams = () => hub.openStreams();
  // Open streams would hold the server's close; ended first, their browsers reconnect elsewhere.
  app.addHook("preClose", async () => hub.closeAll());
  await app.register(liveRoutes, { ctx, hub });

  const clientDir = options.clientDir === undefined ? findClientDir() : options.clientDir;
  const pages = appPages(clientDir, options.renderPage);
  await app.register(shareRoutes, { ctx, pages });
  await app.register(competitionsRoutes, { ctx, pages });
  if (clientDir) await serveClient(ctx, app, clientDir, pages);
  return app;
}

/** Fastify's own record of a request, with its address cut to a length a log line can hold. */
function withBoundedUrls(logger: true | Exclude<FastifyServerOptions["logger"], boolean>) {
  const options = logger === true ? {} : (logger ?? {});
  return {
    ...options,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...options.serializers,
    },
  };
}

/** The built client sits at dist/client, beside the bundled server or above the sources. */
function findClientDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "..", "client"),
    path.join(here, "..", "..", "dist", "client"),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, "index.html"))) ?? null;
}

/** Static files, and every other page path answered by the app's index.html and its data. */
async function serveClient(
  ctx: AppContext,
  app: FastifyInstance,
  clientDir: string,
  pages: AppPages,
) {
  await app.register(async (files) => {
    files.addHook("onRoute", (route) => {
      route.config = { ...route.config, ...PUBLIC.config };
    });
    await files.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      // The build's own records (.vite/manifest.json) are not part of the site.
      dotfiles: "ignore",
      // The server writes these itself (routes/crawlers.routes.ts): a copy in the build is not served.
      globIgnore: ["robots.txt", "sitemap.xml"],
      // send's own Cache-Control (max-age=0) would replace the one setHeaders gives each file.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    // In this scope, where the static plugin gives replies their sendFile.
    files.get("/*", PUBLIC, async (request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      if (url.startsWith("/api/") || url.startsWith("/objects/")) {
        return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      }
      const file = url.slice(1);
      if (
        file &&
        !file.endsWith("/") &&
        existsSync(path.join(clientDir, file)) &&
        !file.includes("..")
      ) {
        return reply.sendFile(file);
      }
      return sendAppPage(ctx, request, reply, pages, await pages.html());
    });
  });
}
