import { describe, expect, it } from "vitest";
import { bySchema } from "#client/components/form/validation.ts";
import { DetailsSchema } from "./details-schema";

const blank = { firstName: "", lastName: "", bio: "", website: "" };
const validate = bySchema(DetailsSchema);

describe("profile details checks", () => {
  it("accepts empty fields and a bare domain, and trims what it keeps", () => {
    expect(validate(blank)).toEqual({ ok: true, data: blank });
    expect(validate({ ...blank, firstName: " Ada ", website: "quip.example" })).toEqual({
      ok: true,
      data: { ...blank, firstName: "Ada", website: "quip.example" },
    });
  });

  it("refuses a website that is not one, and a bio over 150", () => {
    expect(validate({ ...blank, website: "not a site", bio: "x".repeat(151) })).toEqual({
      ok: false,
      errors: {
        website: "Please enter a valid website URL (max 255 characters)",
        bio: "Bio cannot exceed 150 characters",
      },
    });
  });
});
