import { describe, expect, it } from "vitest";
import { readPushNotice } from "./push-notice";

const ORIGIN = "https://quip.example";

describe("a push as the service worker reads it", () => {
  it("takes the server's title, body, page and tag", () => {
    const payload = { title: "@sam liked your quip", body: "“hi”", url: "/quip/1", tag: "like:1" };
    expect(readPushNotice(JSON.stringify(payload), ORIGIN)).toEqual(payload);
  });

  it("never leads off the site, and survives a message that is not one", () => {
    const away = JSON.stringify({ title: "x", body: "", url: "https://evil.example/", tag: "t" });
    expect(readPushNotice(away, ORIGIN).url).toBe("/activity");
    expect(readPushNotice("//evil.example/x", ORIGIN).url).toBe("/activity");
    expect(readPushNotice("not json", ORIGIN)).toMatchObject({ title: "Quip", url: "/activity" });
    expect(readPushNotice(null, ORIGIN)).toMatchObject({ title: "Quip", url: "/activity" });
  });
});
