import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bySchema, fieldErrorsOf } from "./validation";

const Signup = z
  .object({
    name: z.string().min(2, "Too short").max(5, "Too long"),
    password: z.string().min(3, "Password too short"),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: "Passwords don't match",
    path: ["confirm"],
  });

describe("form validation", () => {
  it("keeps the first message of each field, and only issues that name a field", () => {
    const errors = fieldErrorsOf([
      { path: ["name"], message: "first" },
      { path: ["name"], message: "second" },
      { path: [], message: "about the whole object" },
      { path: [0], message: "an array item" },
      { path: ["items", 2], message: "nested" },
    ]);
    expect(errors).toEqual({ name: "first", items: "nested" });
  });

  it("answers a schema's data, or its messages by field", () => {
    const validate = bySchema(Signup);
    expect(validate({ name: "Ada", password: "secret", confirm: "secret" })).toEqual({
      ok: true,
      data: { name: "Ada", password: "secret", confirm: "secret" },
    });
    expect(validate({ name: "A", password: "ab", confirm: "xy" })).toEqual({
      ok: false,
      errors: {
        name: "Too short",
        password: "Password too short",
        confirm: "Passwords don't match",
      },
    });
    expect(validate({ name: "Ada", password: "secret", confirm: "other" })).toEqual({
      ok: false,
      errors: { confirm: "Passwords don't match" },
    });
  });

  it("waits for a schema that loads on demand", async () => {
    const validate = bySchema(async () => Signup);
    await expect(
      validate({ name: "Adalovelace", password: "secret", confirm: "secret" }),
    ).resolves.toEqual({
      ok: false,
      errors: { name: "Too long" },
    });
  });
});
