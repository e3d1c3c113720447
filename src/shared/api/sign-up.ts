import { z } from "zod";
import { IdParams } from "#shared/schemas/quips.ts";
import {
  BlockedDomain,
  BlockedDomainInput,
  BlockedDomainParams,
  Invite,
  InviteParams,
  PendingMembersPage,
  RegistrationModeSetting,
} from "#shared/schemas/sign-up.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/** Sign-up controls (decision 0155): the mode, approval of waiting members, invites, blocked domains. */
export const signUpApi = {
  "GET /api/auth/registration-mode": { response: { 200: RegistrationModeSetting } },
  "GET /api/admin/settings/registration": { response: { 200: RegistrationModeSetting } },
  "PUT /api/admin/settings/registration": {
    body: RegistrationModeSetting,
    response: { 200: RegistrationModeSetting },
  },
  "GET /api/moderation/pending-members": { response: { 200: PendingMembersPage } },
  "POST /api/moderation/users/:id/approve": { params: IdParams, response: { 204: NoBody } },
  "POST /api/moderation/users/:id/decline": { params: IdParams, response: { 204: NoBody } },
  "GET /api/invites": { response: { 200: z.array(Invite) } },
  "POST /api/invites": { response: { 201: Invite } },
  "DELETE /api/invites/:code": { params: InviteParams, response: { 204: NoBody } },
  "GET /api/admin/blocked-domains": { response: { 200: z.array(BlockedDomain) } },
  "POST /api/admin/blocked-domains": {
    body: BlockedDomainInput,
    response: { 201: BlockedDomain },
  },
  "DELETE /api/admin/blocked-domains/:domain": {
    params: BlockedDomainParams,
    response: { 204: NoBody },
  },
} as const satisfies ApiTable;
