import { describe, expect, it } from "vitest";
import { THEME_CHANGE_EVENT, THEME_COLORS, THEME_STORAGE_KEY } from "./theme";
import { THEME_HEAD, THEME_SCRIPT } from "./theme-script";

/** Runs the head's script against a stand-in page: a device setting and a stored choice. */
function runScript({
  deviceIsDark,
  stored,
}: {
  deviceIsDark: boolean;
  stored: string | null | Error;
}) {
  const classes = new Set<string>();
  const listeners = new Map<string, () => void>();
  const device = { matches: deviceIsDark, onChange: () => {} };
  const meta = new Map<string, string>();
  const storage: { value: string | null | Error } = { value: stored };
  const page = {
    document: {
      documentElement: {
        classList: {
          toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
        },
      },
      querySelector: () => ({
        setAttribute: (name: string, value: string) => meta.set(name, value),
      }),
    },
    matchMedia: (query: string) => {
      expect(query).toBe("(prefers-color-scheme: dark)");
      return {
        get matches() {
          return device.matches;
        },
        addEventListener: (_type: string, listener: () => void) => {
          device.onChange = listener;
        },
      };
    },
    localStorage: {
      getItem: (key: string) => {
        expect(key).toBe(THEME_STORAGE_KEY);
        if (storage.value instanceof Error) throw storage.value;
        return storage.value;
      },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  new Function(...Object.keys(page), THEME_SCRIPT)(...Object.values(page));
  return {
    isDark: () => classes.has("dark"),
    themeColor: () => meta.get("content"),
    setDevice(isDark: boolean) {
      device.matches = isDark;
      device.onChange();
    },
    store(value: string | null, event: string) {
      storage.value = value;
      listeners.get(event)?.();
    },
  };
}

describe("the head's theme script", () => {
  it("follows the device when nothing is chosen, and keeps following it", () => {
    const page = runScript({ deviceIsDark: true, stored: null });
    expect(page.isDark()).toBe(true);
    expect(page.themeColor()).toBe(THEME_COLORS.dark);
    page.setDevice(false);
    expect(page.isDark()).toBe(false);
    expect(page.themeColor()).toBe(THEME_COLORS.light);
  });

  it("lets a stored choice override the device", () => {
    expect(runScript({ deviceIsDark: true, stored: "light" }).isDark()).toBe(false);
    expect(runScript({ deviceIsDark: false, stored: "dark" }).isDark()).toBe(true);
    const chosen = runScript({ deviceIsDark: false, stored: "dark" });
    chosen.setDevice(true);
    chosen.setDevice(false);
    expect(chosen.isDark()).toBe(true);
  });

  it("treats an unknown value or refused storage as no choice", () => {
    expect(runScript({ deviceIsDark: true, stored: "sepia" }).isDark()).toBe(true);
    expect(runScript({ deviceIsDark: true, stored: new Error("SecurityError") }).isDark()).toBe(
      true,
    );
  });

  it("applies a choice made in this tab or another", () => {
    const page = runScript({ deviceIsDark: false, stored: null });
    page.store("dark", THEME_CHANGE_EVENT);
    expect(page.isDark()).toBe(true);
    page.store("light", "storage");
    expect(page.isDark()).toBe(false);
  });

  it("is what the head carries, after the theme colour it keeps up to date", () => {
    expect(THEME_HEAD).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(THEME_HEAD.indexOf('name="theme-color"')).toBeLessThan(THEME_HEAD.indexOf("<script>"));
    expect(THEME_SCRIPT).not.toContain("</script");
  });
});
