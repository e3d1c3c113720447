import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { LIMITS } from "../../../../shared/limits";
import { AUTH_MSG } from "../../../../shared/messages/auth";
import type {
  LoginInput,
  RegisterInput,
  SecondFactorRequired,
} from "../../../../shared/schemas/auth";
import { FormError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { useForm } from "../../../components/form/use-form";
import { bySchema, type SchemaLike } from "../../../components/form/validation";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { asksSecondFactor, useLogin } from "../api/login";
import { useRegister } from "../api/register";
import { authErrorMessage } from "../utils/auth-error-message";

export type AuthMode = "login" | "register";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

/**
 * The shared schemas (and zod with them) load on demand, keeping them out of the first page's
 * bundle; the form starts the download as soon as it mounts.
 */
const loadSchemas = () => import("../../../../shared/schemas/auth");

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
 * A right password for a member with a second factor hands over to `onSecondFactor`.
 */
export function AuthForm({
  mode,
  onSuccess,
  onSecondFactor,
}: {
  mode: AuthMode;
  onSuccess: () => void;
  onSecondFactor: (step: SecondFactorRequired) => void;
}) {
  const isLogin = mode === "login";
  const failed = isLogin ? AUTH_MSG.loginFailed : AUTH_MSG.registrationFailed;
  const form = useForm({
    initialValues: EMPTY,
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
