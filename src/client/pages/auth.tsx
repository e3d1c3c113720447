import { MessageSquareQuote } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { Card } from "../components/ui/card";
import { PageLoader } from "../components/ui/spinner";
import { AuthForm, type AuthMode, useCurrentUser } from "../features/auth";
import { useDocumentTitle } from "../lib/document-title";
import { paths } from "../lib/paths";

const copy = {
  login: {
    title: "Sign In",
    heading: "Welcome back",
    lead: "Sign in to post, like and follow the funniest people on Quip.",
    switchText: "New to Quip?",
    switchLink: "Create an account",
    switchTo: paths.register.getHref(),
  },
  register: {
    title: "Join Quip",
    heading: "Join Quip",
    lead: "Post short jokes that stay anonymous for 48 hours, so the laughs are honest.",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchTo: paths.login.getHref(),
  },
} as const;

const inlineLink =
  "font-semibold text-brand-strong underline underline-offset-2 hover:text-brand hover:no-underline";

/** /login and /register: one screen, the path picks the mode. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const text = copy[mode];
  useDocumentTitle(text.title);
  const [, navigate] = useLocation();
  const { data: user, isPending } = useCurrentUser();

  // A member has nothing to do here: back to the feed.
  useEffect(() => {
    if (user) navigate(paths.home.getHref(), { replace: true });
  }, [user, navigate]);

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

        <div className="mt-6">
          {isPending ? (
            <PageLoader label="Checking your session…" />
          ) : (
            <AuthForm key={mode} mode={mode} onSuccess={() => navigate(paths.home.getHref())} />
          )}
        </div>

        <p className="mt-6 text-center text-sm text-gray-700">
          {text.switchText}{" "}
          <Link href={text.switchTo} className={inlineLink}>
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
