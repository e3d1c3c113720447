import {
  CurrentUser,
  IsAdminAnswer,
  LoginAnswer,
  LoginInput,
  RegisterInput,
} from "#shared/schemas/auth.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const redirects = { response: { 302: NoBody } };

export const authApi = {
  "POST /api/auth/register": { body: RegisterInput, response: { 201: CurrentUser } },
  "POST /api/auth/login": { body: LoginInput, response: { 200: LoginAnswer } },
  "GET /api/auth/user": { response: { 200: CurrentUser } },
  "GET /api/auth/is-admin": { response: { 200: IsAdminAnswer } },
  "GET /api/login": redirects,
  "GET /api/logout": redirects,
  "POST /api/logout": { response: { 204: NoBody } },
} as const satisfies ApiTable;
