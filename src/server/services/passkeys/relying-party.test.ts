import { describe, expect, it } from "vitest";
import { relyingPartyOf } from "./relying-party";

describe("the passkeys' relying party", () => {
  it("is the site's public address", () => {
    expect(relyingPartyOf({ publicUrl: "https://quip.example" })).toEqual({
      name: "Quip",
      id: "quip.example",
      origin: "https://quip.example",
    });
    expect(relyingPartyOf({ publicUrl: "http://localhost:3000" })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:3000",
    });
  });

  it("is localhost, on the same port, for a site on a loopback address", () => {
    for (const host of ["127.0.0.1", "127.0.1.1", "[::1]"]) {
      expect(relyingPartyOf({ publicUrl: `http://${host}:3199` })).toMatchObject({
        id: "localhost",
        origin: "http://localhost:3199",
      });
    }
    expect(relyingPartyOf({ publicUrl: "http://192.168.1.20:3000" }).id).toBe("192.168.1.20");
  });
});
