import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, findPgError, isDatabaseUnavailable } from "#server/errors.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { USER_MSG } from "#shared/messages/users.ts";

/**
 * Every failure leaves as plain text the client can show as is: the rule's own message
 * for a refusal, a generic sentence for anything unexpected (details go to the log only).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .header("x-error-code", error.code)
        .type("text/plain; charset=utf-8")
        .send(error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .status(400)
        .header("x-error-code", "BAD_REQUEST")
        .type("text/plain; charset=utf-8")
        .send(first?.message ?? GENERIC_MSG.badRequest);
    }
    // Class 22 (data exception): the input was out of range or malformed for the database.
    if (findPgError(error)?.code?.startsWith("22")) {
      return reply.status(400).type("text/plain; charset=utf-8").send(GENERIC_MSG.badRequest);
    }
    // foreign_key_violation: a row the write refers to went meanwhile, e.g. a member deleted
    // on another server process while this one still held their session (decision 0097).
    if (findPgError(error)?.code === "23503") {
      return reply
        .status(409)
        .header("x-error-code", "CONFLICT")
        .type("text/plain; charset=utf-8")
        .send(GENERIC_MSG.removedMeanwhile);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .type("text/plain; charset=utf-8")
        .send(GENERIC_MSG.unavailable);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 && request.url.startsWith("/api/objects/upload/")
          ? USER_MSG.photo.tooLarge
          : clientMessage(error, status);
      return reply.status(status).type("text/plain; charset=utf-8").send(message);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).type("text/plain; charset=utf-8").send(GENERIC_MSG.internal);
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).type("text/plain; charset=utf-8").send(GENERIC_MSG.notFound);
  });
}

/** Fastify's own 4xx (bad JSON, body too large…) in words a person can act on. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return "The request is too large.";
  if (status === 415) return "Unsupported content type.";
  if (
    error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
    error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
  ) {
    return "The request body is not valid JSON.";
  }
  if (status === 429) return error.message;
  return GENERIC_MSG.badRequest;
}
