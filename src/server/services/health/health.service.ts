import { GENERIC_MSG } from "../../../shared/messages/common";
import type { Health } from "../../../shared/schemas/health";
import type { AppContext } from "../../context";
import { ping } from "../../db/database";
import { AppError } from "../../errors";

/** Whether this process can answer: its database replies to a trivial statement. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  try {
    await ping(ctx.db);
  } catch {
    throw new AppError("UNAVAILABLE", GENERIC_MSG.unavailable);
  }
  return { ok: true, db: ctx.dbKind };
}
