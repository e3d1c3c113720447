import { LoaderCircle } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "wouter";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema, type SchemaLike } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { asksSecondFactor, useLogin } from "#client/features/auth/api/login.ts";
import { useRegister } from "#client/features/auth/api/register.ts";
import { authErrorMessage } from "#client/features/auth/utils/auth-error-message.ts";
import { paths } from "#client/lib/paths.ts";
import { LIMITS } from "#shared/limits.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import type { LoginInput, RegisterInput, SecondFactorRequired } from "#shared/schemas/auth.ts";
import type { RegistrationMode } from "#shared/schemas/sign-up.ts";

export type AuthMode = "login" | "register";

const SignUpModeIntro = lazy(() =>
  import("./sign-up-mode-fields").then((m) => ({ default: m.SignUpModeIntro })),
);
const JoinReasonField = lazy(() =>
  import("./sign-up-mode-fields").then((m) => ({ default: m.JoinReasonField })),
);

const EMPTY = {
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  joinReason: "",
  inviteCode: "",
};

/**
 * The shared schemas (and zod with them) load on demand, keeping them out of the first page's
 * bundle; the form starts the download as soon as it mounts.
 */
const loadSchemas = () => import("#shared/schemas/auth.ts");

type Submission = { mode: "login"; input: LoginInput } | { mode: "register"; input: RegisterInput };

/** The mode's schema, its data tagged with the mode so that submitting picks the right call. */
const schemaFor = (mode: AuthMode): Promise<SchemaLike<Submission>> =>
  loadSchemas().then(({ LoginInput, RegisterForm }) =>
    mode === "login"
      ? LoginInput.transform((input) => ({ mode, input }))
      : RegisterForm.transform((input) => ({ mode, input })),
  );

/**
 * Sign in (username or email + password) or sign up (username, email, password, confirmation),
 * validated with the shared schemas. Mount it with `key={mode}` so switching modes starts clean.
 * A right password for a member with a second factor hands over to `onSecondFactor`. Sign-up
 * adds what the sign-up mode asks (decision 0155): "Why do you want to join?" while accounts
 * wait for approval, the invite code (from the link's `?invite=` when given) while one is needed.
 */
export function AuthForm({
  mode,
  signUpMode = "open",
  inviteCode = "",
  onSuccess,
  onSecondFactor,
}: {
  mode: AuthMode;
  signUpMode?: RegistrationMode;
  inviteCode?: string;
  onSuccess: () => void;
  onSecondFactor: (step: SecondFactorRequired) => void;
}) {
  const isLogin = mode === "login";
  const asksReason = !isLogin && signUpMode === "approval";
  const asksInvite = !isLogin && signUpMode === "invite";
  const failed = isLogin ? AUTH_MSG.loginFailed : AUTH_MSG.registrationFailed;
  const form = useForm({
    initialValues: { ...EMPTY, inviteCode },
    validate: bySchema(() => schemaFor(mode)),
    idPrefix: "auth",
    focusFirstError: true,
    describeFailure: (error) => ({ message: authErrorMessage(error, failed) }),
  });
  const login = useLogin({
    mutationConfig: {
      onSuccess: (answer) => (asksSecondFactor(answer) ? onSecondFactor(answer) : onSuccess()),
    },
  });
  const register = useRegister({ mutationConfig: { onSuccess: () => onSuccess() } });
  const isPending = form.isSubmitting;

  useEffect(() => {
    loadSchemas().catch(() => {}); // warm up; a failure surfaces on submit
  }, []);

  const field = (name: keyof typeof EMPTY) => ({
    ...form.field(name),
    disabled: isPending,
    required: true,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((submission) =>
        submission.mode === "login"
          ? login.mutateAsync(submission.input)
          : register.mutateAsync(submission.input),
      )}
      className="grid gap-4"
      aria-busy={isPending}
    >
      {asksReason || asksInvite ? (
        <Suspense fallback={null}>
          <SignUpModeIntro
            mode={asksReason ? "approval" : "invite"}
            inviteCode={field("inviteCode")}
          />
        </Suspense>
      ) : null}
      <TextField
        {...field("username")}
        label={isLogin ? "Username or email" : "Username"}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={
          isLogin
            ? undefined
            : `${LIMITS.usernameMin}–${LIMITS.usernameMax} letters and numbers, no symbols.`
        }
      />
      {isLogin ? null : (
        <TextField
          {...field("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <div>
        <TextField
          {...field("password")}
          label="Password"
          type="password"
          autoComplete={isLogin ? "current-password" : "new-password"}
          hint={isLogin ? undefined : `At least ${LIMITS.passwordMin} characters.`}
        />
        {isLogin ? (
          <p className="mt-2 text-right text-sm">
            <Link
              href={paths.forgotPassword.getHref()}
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        ) : null}
      </div>
      {isLogin ? null : (
        <TextField
          {...field("confirmPassword")}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
      )}

      {asksReason ? (
        <Suspense fallback={null}>
          <JoinReasonField {...form.field("joinReason")} disabled={isPending} />
        </Suspense>
      ) : null}

      <FormError message={form.formError} />

      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />
        ) : null}
        {isLogin ? "Sign In" : "Create Account"}
      </Button>
    </form>
  );
}
