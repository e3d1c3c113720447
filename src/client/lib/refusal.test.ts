import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { refusalDescription, refusalText } from "./refusal";

const failure = (status: number, body: string) => new ApiError({ status, statusText: "", body });

describe("a refusal's words", () => {
  it("are the server's text of a 4xx", () => {
    const refused = failure(403, "You can't like this quip.");
    expect(refusalText(refused)).toBe("You can't like this quip.");
    expect(refusalDescription(refused)).toEqual({ description: "You can't like this quip." });
  });

  it("are none for a failure the server did not explain", () => {
    expect(refusalDescription(failure(500, "Something went wrong"))).toEqual({});
    expect(refusalDescription(failure(403, ""))).toEqual({});
    expect(refusalDescription(new TypeError("Failed to fetch"))).toEqual({});
  });
});
