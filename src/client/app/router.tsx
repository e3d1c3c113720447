import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { RequireMember } from "#client/lib/auth/require-member.tsx";
import { paths } from "#client/lib/paths.ts";
import { decodeParam } from "#client/lib/route-params.ts";
import type { ToastInput } from "#client/lib/toast/use-toast.ts";
import { HomePage } from "#client/pages/home.tsx";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { InteractiveMark } from "./interactive-mark";
import { AppLayout } from "./layout";
import { RouteChangeEffects } from "./route-effects";

/** React.lazy for a page module's named export; `preload` starts its download early. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

// Home is in the first bundle; every other page loads on demand, the sign-in screen and the
// page for an address that has none too: few first loads are of one.
const AuthPage = lazyPage(() => import("#client/pages/auth.tsx").then((m) => m.AuthPage));
const NotFoundPage = lazyPage(() =>
  import("#client/pages/not-found.tsx").then((m) => m.NotFoundPage),
);
const QuipPage = lazyPage(() => import("#client/pages/quip.tsx").then((m) => m.QuipPage));
const ProfilePage = lazyPage(() => import("#client/pages/profile.tsx").then((m) => m.ProfilePage));
const EditProfilePage = lazyPage(() =>
  import("#client/pages/edit-profile.tsx").then((m) => m.EditProfilePage),
);
const AccountPage = lazyPage(() => import("#client/pages/account.tsx").then((m) => m.AccountPage));
const NotificationSettingsPage = lazyPage(() =>
  import("#client/pages/notification-settings.tsx").then((m) => m.NotificationSettingsPage),
);
const WarningsPage = lazyPage(() =>
  import("#client/pages/warnings.tsx").then((m) => m.WarningsPage),
);
const GoodbyePage = lazyPage(() => import("#client/pages/goodbye.tsx").then((m) => m.GoodbyePage));
const ComposePage = lazyPage(() => import("#client/pages/compose.tsx").then((m) => m.ComposePage));
const ActivityPage = lazyPage(() =>
  import("#client/pages/activity.tsx").then((m) => m.ActivityPage),
);
const SearchPage = lazyPage(() => import("#client/pages/search.tsx").then((m) => m.SearchPage));
const TopicsPage = lazyPage(() => import("#client/pages/topics.tsx").then((m) => m.TopicsPage));
const TopicPage = lazyPage(() => import("#client/pages/topic.tsx").then((m) => m.TopicPage));
const ForgotPasswordPage = lazyPage(() =>
  import("#client/pages/forgot-password.tsx").then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import("#client/pages/reset-password.tsx").then((m) => m.ResetPasswordPage),
);
const UnsubscribePage = lazyPage(() =>
  import("#client/pages/unsubscribe.tsx").then((m) => m.UnsubscribePage),
);
const ConfirmEmailPage = lazyPage(() =>
  import("#client/pages/confirm-email.tsx").then((m) => m.ConfirmEmailPage),
);
const AdminPage = lazyPage(() => import("#client/pages/admin.tsx").then((m) => m.AdminPage));
const AboutPage = lazyPage(() => import("#client/pages/about.tsx").then((m) => m.AboutPage));
const PrivacyPage = lazyPage(() => import("#client/pages/privacy.tsx").then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import("#client/pages/terms.tsx").then((m) => m.TermsPage));
const ContactPage = lazyPage(() => import("#client/pages/contact.tsx").then((m) => m.ContactPage));
const RecapPage = lazyPage(() => import("#client/pages/recap.tsx").then((m) => m.RecapPage));
const ResultPage = lazyPage(() => import("#client/pages/result.tsx").then((m) => m.ResultPage));

/** Shown to a visitor sent away from a profile (a constant, so the toast shows once). */
const profileNotice: ToastInput = {
  title: AUTH_MSG.signInRequiredTitle,
  description: AUTH_MSG.signInRequiredProfiles,
};

export function AppRouter() {
  return (
    <>
      <RouteChangeEffects />
      <AppLayout>
        <Suspense fallback={<PageLoader />}>
          <InteractiveMark />
          <Switch>
            <Route path={paths.home.path} component={HomePage} />
            <Route path={paths.login.path}>
              <AuthPage mode="login" />
            </Route>
            <Route path={paths.register.path}>
              <AuthPage mode="register" />
            </Route>
            <Route path={paths.quip.path}>{({ id }) => <QuipPage id={decodeParam(id)} />}</Route>
            <Route path={paths.profile.path}>
              {({ id }) => (
                <RequireMember notice={profileNotice} preload={ProfilePage.preload}>
                  <ProfilePage id={decodeParam(id)} />
                </RequireMember>
              )}
            </Route>
            <Route path={paths.editProfile.path}>
              <RequireMember redirectTo={paths.login.getHref()} preload={EditProfilePage.preload}>
                <EditProfilePage />
              </RequireMember>
            </Route>
            <Route path={paths.account.path}>
              <RequireMember signInAndReturn preload={AccountPage.preload}>
                <AccountPage />
              </RequireMember>
            </Route>
            <Route path={paths.notificationSettings.path}>
              <RequireMember signInAndReturn preload={NotificationSettingsPage.preload}>
                <NotificationSettingsPage />
              </RequireMember>
            </Route>
            <Route path={paths.warnings.path}>
              <RequireMember signInAndReturn preload={WarningsPage.preload}>
                <WarningsPage />
              </RequireMember>
            </Route>
            <Route path={paths.goodbye.path} component={GoodbyePage} />
            <Route path={paths.compose.path}>
              <RequireMember preload={ComposePage.preload}>
                <ComposePage />
              </RequireMember>
            </Route>
            <Route path={paths.activity.path}>
              <RequireMember preload={ActivityPage.preload}>
                <ActivityPage />
              </RequireMember>
            </Route>
            <Route path={paths.search.path}>
              {({ query }) => <SearchPage query={decodeParam(query)} />}
            </Route>
            <Route path={paths.topics.path} component={TopicsPage} />
            <Route path={paths.topic.path}>
              {({ topic }) => <TopicPage topic={decodeParam(topic)} />}
            </Route>
            <Route path={paths.forgotPassword.path} component={ForgotPasswordPage} />
            <Route path={paths.resetPassword.path} component={ResetPasswordPage} />
            <Route path={paths.confirmEmail.path} component={ConfirmEmailPage} />
            <Route path={paths.unsubscribe.path} component={UnsubscribePage} />
            <Route path={paths.admin.path} component={AdminPage} />
            <Route path={paths.about.path} component={AboutPage} />
            <Route path={paths.privacy.path} component={PrivacyPage} />
            <Route path={paths.terms.path} component={TermsPage} />
            <Route path={paths.contact.path} component={ContactPage} />
            <Route path={paths.result.path}>
              {({ competitionId, userId }) => (
                <ResultPage
                  competitionId={decodeParam(competitionId)}
                  userId={decodeParam(userId)}
                />
              )}
            </Route>
            <Route path={paths.recap.path}>
              {({ week }) => (
                <RecapPage week={week === undefined ? undefined : decodeParam(week)} />
              )}
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AppLayout>
    </>
  );
}
