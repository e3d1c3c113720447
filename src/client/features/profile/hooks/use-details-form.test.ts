import { describe, expect, it } from "vitest";
import { checkDetails } from "./use-details-form";

const blank = { firstName: "", lastName: "", bio: "", website: "" };

describe("profile details checks", () => {
  it("accepts empty fields and a bare domain", () => {
    expect(checkDetails(blank)).toEqual({});
    expect(checkDetails({ ...blank, website: "quip.example" })).toEqual({});
  });

  it("refuses a website that is not one, and a bio over 150", () => {
    expect(checkDetails({ ...blank, website: "not a site" }).website).toBe(
      "Please enter a valid website URL (max 255 characters)",
    );
    expect(checkDetails({ ...blank, bio: "x".repeat(151) }).bio).toBe(
      "Bio cannot exceed 150 characters",
    );
  });
});
