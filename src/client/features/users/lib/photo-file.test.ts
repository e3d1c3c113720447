import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { checkPhotoFile } from "./photo-file";

describe("photo checks", () => {
  it("takes images up to 10 MB", () => {
    expect(checkPhotoFile({ type: "image/png", size: 10 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other files and larger ones with the spec's words", () => {
    expect(checkPhotoFile({ type: "application/pdf", size: 10 })?.title).toBe("Invalid file type");
    expect(checkPhotoFile({ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 })?.description).toBe(
      "Please select an image smaller than 10MB.",
    );
  });

  it("shows the server's refusal, but not a server failure", () => {
    const refused = new ApiError({ status: 415, statusText: "", body: "Not an image" });
    const broken = new ApiError({ status: 500, statusText: "", body: "Internal" });
    expect(refusalText(refused)).toBe("Not an image");
    expect(refusalText(broken)).toBeNull();
    expect(refusalText(new Error("offline"))).toBeNull();
  });
});
