import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Firefox on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
  ])("names %s", (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });

  it("names nothing it does not recognise, and nothing at all when there is no user agent", () => {
    expect(deviceName("lightMyRequest")).toBeNull();
    expect(deviceName("")).toBeNull();
    expect(deviceName("   ")).toBeNull();
    expect(deviceName(undefined)).toBeNull();
  });

  it("reads only the start of an overlong user agent", () => {
    expect(deviceName(`Mozilla/5.0 (Windows NT 10.0) Firefox/128.0 ${"x".repeat(100_000)}`)).toBe(
      "Firefox on Windows",
    );
  });
});
