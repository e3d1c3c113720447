import { describe, expect, it } from "vitest";
import { avatarInitials, displayName } from "./avatar-initials";

describe("avatarInitials", () => {
  it("takes the first letters of the first and last words of the name", () => {
    expect(avatarInitials({ username: "zed42", firstName: "Ada", lastName: "Lovelace" })).toBe(
      "AL",
    );
    expect(avatarInitials({ username: "zed42", firstName: "mary ann", lastName: "evans" })).toBe(
      "ME",
    );
  });

  it("takes two letters of a one-word name, then of the username", () => {
    expect(avatarInitials({ username: "zed42", firstName: "Ada", lastName: " " })).toBe("AD");
    expect(avatarInitials({ username: "zed42", firstName: null, lastName: "Lovelace" })).toBe("LO");
    expect(avatarInitials({ username: "zed42" })).toBe("ZE");
  });

  it("keeps whole characters and says ?? when nothing is known", () => {
    expect(avatarInitials({ firstName: "Élodie", lastName: "Ørsted" })).toBe("ÉØ");
    expect(avatarInitials({ firstName: "𝒜da" })).toBe("𝒜D");
    expect(avatarInitials({})).toBe("??");
  });
});

describe("displayName", () => {
  it("is the full name when known, else the username", () => {
    expect(displayName({ username: "zed42", firstName: "Ada", lastName: "Lovelace" })).toBe(
      "Ada Lovelace",
    );
    expect(displayName({ username: "zed42", firstName: " ", lastName: null })).toBe("zed42");
  });
});
