import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/errors.ts";

export const NUL_MESSAGE = "Text cannot contain NUL characters";

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  // Uploaded files arrive as raw bytes: binary, not text.
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes("\u0000") || hasNul(v, depth + 1));
}

/** PostgreSQL text cannot hold a NUL byte; refuse it at the door rather than fail at the database. */
export const rejectNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
        throw new AppError("BAD_REQUEST", NUL_MESSAGE);
      }
    });
  },
  { name: "quip-reject-nul" },
);
