import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { guardedFormFailure } from "./form-failure";

const refused = (status: number, body: string) => new ApiError({ status, statusText: "", body });
const fields = { password: "currentPassword", value: "email" } as const;

describe("guardedFormFailure", () => {
  it("puts a wrong password under the password and a refused value under its field", () => {
    expect(guardedFormFailure(refused(403, "Wrong"), fields, "Failed")).toEqual({
      field: "currentPassword",
      message: "Wrong",
    });
    expect(guardedFormFailure(refused(400, "Same address"), fields, "Failed")).toEqual({
      field: "email",
      message: "Same address",
    });
  });

  it("shows too many attempts and failures of ours over the form, and leaves sign-outs alone", () => {
    expect(guardedFormFailure(refused(429, "Too many"), fields, "Failed")).toEqual({
      message: "Too many",
    });
    expect(guardedFormFailure(refused(500, ""), fields, "Failed")).toEqual({ message: "Failed" });
    expect(guardedFormFailure(new TypeError("offline"), fields, "Failed")).toEqual({
      message: "Failed",
    });
    expect(guardedFormFailure(refused(401, "Unauthorized"), fields, "Failed")).toBeNull();
  });
});
