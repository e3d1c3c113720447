import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "./session";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The answer is the same whoever asks, signed in or not (a share image): it keeps the
     * caching its route gives it.
     */
    sharedAnswer?: boolean;
  }
}

/** A public route whose answer is the same for everyone (see `sharedAnswer`). */
export const PUBLIC_SHARED = { config: { access: "public", sharedAnswer: true } } as const;

const PERSONAL = "private, no-store";

/**
 * Every API answer may differ with the session cookie, so it says so (`Vary: Cookie`): a cache
 * never hands a visitor's copy to a member or the other way round. An answer that read a session,
 * or starts or ends one, is the member's own (their account, lists, activity, their fields on
 * every quip) and is kept by no cache at all, the browser's included, whatever its route set
 * (decision 0132). Visitors' answers keep their caching; a route declared `sharedAnswer` is left
 * alone.
 */
export const privateAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      if (!request.url.startsWith("/api/") || request.routeOptions.config?.sharedAnswer) {
        return payload;
      }
      varyOnCookie(reply);
      if (isPersonal(request, reply)) reply.header("cache-control", PERSONAL);
      return payload;
    });
  },
  { name: "quip-private-answers", dependencies: ["quip-session"] },
);

/** Signed in, carrying a session cookie (even one that has ended), or being given one. */
function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.user !== null ||
    request.cookies[SESSION_COOKIE] !== undefined ||
    reply.hasHeader("set-cookie")
  );
}

/** Adds Cookie to the answer's Vary, beside whatever it varies with already. */
function varyOnCookie(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const fields = [current ?? []]
    .flat()
    .flatMap((value) => String(value).split(","))
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => field === "*" || field.toLowerCase() === "cookie")) return;
  reply.header("vary", [...fields, "Cookie"].join(", "));
}
