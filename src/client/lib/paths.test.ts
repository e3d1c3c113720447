import { describe, expect, it } from "vitest";
import { matchPage } from "#shared/rules/page-routes.ts";
import { paths } from "./paths";

const ID = "3f2c8a9e-1b7d-4c2e-9f00-0a1b2c3d4e5f";
const OTHER = "0a1b2c3d-4e5f-4c2e-9f00-3f2c8a9e1b7d";

describe("the links the client builds", () => {
  it("lead to the page they are named for, as the server's table of pages finds it", () => {
    const links: [keyof typeof paths, string][] = [
      ["home", paths.home.getHref("top48", 2)],
      ["login", paths.login.getHref("/compose")],
      ["register", paths.register.getHref()],
      ["quip", paths.quip.getHref(ID)],
      ["profile", paths.profile.getHref(ID, "followers")],
      ["profile", paths.profile.getHref()],
      ["editProfile", paths.editProfile.getHref()],
      ["account", paths.account.getHref()],
      ["notificationSettings", paths.notificationSettings.getHref()],
      ["warnings", paths.warnings.getHref()],
      ["goodbye", paths.goodbye.getHref()],
      ["compose", paths.compose.getHref({ mode: "edit-vault", vaultQuipId: ID })],
      ["activity", paths.activity.getHref()],
      ["search", paths.search.getHref("a/b c")],
      ["search", paths.search.getHref()],
      ["topics", paths.topics.getHref()],
      ["topic", paths.topic.getHref("doing-laundry")],
      ["forgotPassword", paths.forgotPassword.getHref()],
      ["resetPassword", paths.resetPassword.getHref("token")],
      ["confirmEmail", paths.confirmEmail.getHref("token")],
      ["unsubscribe", paths.unsubscribe.getHref("token")],
      ["admin", paths.admin.getHref()],
      ["about", paths.about.getHref()],
      ["privacy", paths.privacy.getHref()],
      ["terms", paths.terms.getHref()],
      ["contact", paths.contact.getHref()],
      ["result", paths.result.getHref(ID, OTHER)],
      ["recap", paths.recap.getHref("2026-W48")],
      ["recap", paths.recap.getHref()],
    ];
    expect(new Set(links.map(([page]) => page))).toEqual(new Set(Object.keys(paths)));
    for (const [page, href] of links) {
      const url = new URL(href, "http://quip.invalid");
      expect(matchPage(url.pathname)?.name, href).toBe(page);
    }
  });
});
