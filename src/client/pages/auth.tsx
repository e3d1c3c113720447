import { Info, MessageSquareQuote } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { resumeQuipAction } from "#client/entities/quip/index.ts";
import { resumeFollow } from "#client/entities/user/index.ts";
import { AuthForm, type AuthMode } from "#client/features/auth/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import {
  clearPendingTrip,
  type PendingAction,
  pendingTripTo,
} from "#client/lib/auth/pending-action.ts";
import { useRegistrationMode } from "#client/lib/auth/registration-mode.ts";
import { forgetSignedOutNotice, readSignedOutNotice } from "#client/lib/auth/signed-out-notice.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";
import { returnPathFrom } from "#client/lib/return-to.ts";
import { SIGN_IN_MSG } from "#shared/messages/auth.ts";
import type { SecondFactorRequired } from "#shared/schemas/auth.ts";

const copy = {
  login: {
    title: "Sign In",
    heading: "Welcome back",
    lead: "Sign in to post, like and follow the funniest people on Quip.",
    switchText: "New to Quip?",
    switchLink: "Create an account",
    switchTo: paths.register.getHref,
  },
  register: {
    title: "Join Quip",
    heading: "Join Quip",
    lead: "Post short jokes that stay anonymous for 48 hours, so the laughs are honest.",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchTo: paths.login.getHref,
  },
} as const;

// The second step and passkeys load with their own code, not in the first page's bundle.
const SecondFactorStep = lazy(() =>
  import("#client/features/two-factor/index.ts").then((m) => ({ default: m.SecondFactorStep })),
);
const PasskeySignInButton = lazy(() =>
  import("#client/features/two-factor/index.ts").then((m) => ({ default: m.PasskeySignInButton })),
);

const inlineLink =
  "font-semibold text-brand-strong underline underline-offset-2 hover:text-brand hover:no-underline";

const signIn = SIGN_IN_MSG;

/** Why the person was sent here, in their words: what they were doing, or that time ran out. */
function reasonFor(action: PendingAction | null, sessionEnded: boolean): string | null {
  if (sessionEnded) return `${signIn.sessionEndedTitle}. ${signIn.sessionEndedBody}`;
  if (!action) return null;
  return action.kind === "follow"
    ? signIn.reasons.follow(action.username)
    : signIn.reasons[action.kind];
}

/**
 * Done before going back, so the page they return to shows it done; forgotten first, so it is
 * done once. A comment's text and the report form wait for the quip's page to pick them up.
 */
async function resumeAfterSignIn(action: PendingAction | null): Promise<void> {
  if (action?.kind === "comment" || action?.kind === "report") return;
  clearPendingTrip();
  if (action?.kind === "like" || action?.kind === "bookmark") await resumeQuipAction(action);
  else if (action?.kind === "follow") await resumeFollow(action);
}

/**
 * /login and /register: one screen, the path picks the mode. `returnTo` (a path of this site)
 * is where the person goes once signed in; the switch to the other mode keeps it. `invite` (a
 * shared invite link, /register?invite=CODE) fills in the code while sign-up needs one.
 */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const text = copy[mode];
  useDocumentTitle(text.title);
  const [, navigate] = useLocation();
  const search = useSearch();
  const returnTo = returnPathFrom(search);
  const invite = new URLSearchParams(search).get("invite")?.trim() ?? "";
  // Until the mode is known the form waits; should the call fail, the server still decides.
  const signUp = useRegistrationMode();
  const signUpMode = signUp.data?.mode ?? "open";
  const isModePending = mode === "register" && signUp.isPending;
  const destination = returnTo ?? paths.home.getHref();
  const { data: user, isPending } = useCurrentUser();
  const [trip] = useState(() => pendingTripTo(returnTo));
  const [signedOut] = useState(readSignedOutNotice);
  const [secondStep, setSecondStep] = useState<SecondFactorRequired | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const reason =
    restartNotice ??
    (signedOut ? signIn.signedOutBecause[signedOut] : null) ??
    (trip ? reasonFor(trip.action, trip.sessionEnded) : null);
  useEffect(() => {
    if (signedOut) forgetSignedOutNotice();
  }, [signedOut]);
  const isSigningIn = useRef(false);

  // A member has nothing to do here: on to where they were going. One who has just signed in
  // here goes once their pending action is done.
  useEffect(() => {
    if (user && !isSigningIn.current) navigate(destination, { replace: true });
  }, [user, navigate, destination]);

  async function onSignedIn() {
    isSigningIn.current = true;
    await resumeAfterSignIn(trip?.action ?? null);
    navigate(destination, { replace: true });
  }

  if (user) return <PageLoader label="Redirecting…" />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 md:py-12">
      <Card className="p-6 sm:p-8">
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand text-white">
            <MessageSquareQuote aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-gray-900">
            {text.heading}
          </h1>
          <p className="mt-2 text-gray-700">{text.lead}</p>
        </div>
        {reason ? (
          <p className="mt-5 flex items-start gap-2 rounded-xl bg-brand-soft px-4 py-3 font-semibold text-gray-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
            {reason}
          </p>
        ) : null}

        <div className="mt-6">
          {isPending || isModePending ? (
            <PageLoader label="Checking your session…" />
          ) : secondStep && mode === "login" ? (
            <Suspense fallback={<PageLoader />}>
              <SecondFactorStep
                factors={secondStep.factors}
                onSignedIn={onSignedIn}
                onRestart={(notice) => {
                  setRestartNotice(notice ?? null);
                  setSecondStep(null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <AuthForm
                key={`${mode}-${signUpMode}`}
                mode={mode}
                signUpMode={signUpMode}
                inviteCode={invite}
                onSuccess={onSignedIn}
                onSecondFactor={(step) => {
                  setRestartNotice(null);
                  setSecondStep(step);
                }}
              />
              {mode === "login" ? (
                <Suspense fallback={<div className="mt-4 h-11" />}>
                  <div className="mt-4">
                    <PasskeySignInButton onSignedIn={onSignedIn} />
                  </div>
                </Suspense>
              ) : null}
            </>
          )}
        </div>

        <p className="mt-6 text-center text-sm text-gray-700">
          {text.switchText}{" "}
          <Link href={text.switchTo(returnTo ?? undefined)} className={inlineLink}>
            {text.switchLink}
          </Link>
        </p>
      </Card>
      <p className="mt-6 px-2 text-center text-sm text-gray-600">
        By continuing you agree to our{" "}
        <Link href={paths.terms.getHref()} className={inlineLink}>
          Terms
        </Link>{" "}
        and{" "}
        <Link href={paths.privacy.getHref()} className={inlineLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
