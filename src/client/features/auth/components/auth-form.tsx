import { LoaderCircle } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { z } from "zod";
import { LIMITS } from "../../../../shared/limits";
import { MSG } from "../../../../shared/messages";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { FormError } from "../../../components/ui/field-error";
import { TextField } from "../../../components/ui/form-field";
import { useLogin } from "../api/login";
import { useRegister } from "../api/register";
import { authErrorMessage } from "../utils/auth-error-message";

export type AuthMode = "login" | "register";

type Values = { username: string; email: string; password: string; confirmPassword: string };
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { username: "", email: "", password: "", confirmPassword: "" };
const FIELD_ORDER: FieldName[] = ["username", "email", "password", "confirmPassword"];
const fieldId = (name: FieldName) => `auth-${name}`;

/** The first message for each field, in the shared schema's words. */
function fieldErrors(error: z.ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in EMPTY && !errors[key as FieldName]) {
      errors[key as FieldName] = issue.message;
    }
  }
  return errors;
}

/**
 * The shared schemas (and zod with them) load on demand, keeping them out of the first page's
 * bundle; the form starts the download as soon as it mounts.
 */
const loadSchemas = () => import("../../../../shared/schemas/auth");

async function validate(mode: AuthMode, values: Values) {
  const { LoginInput, RegisterForm } = await loadSchemas();
  if (mode === "login") {
    const result = LoginInput.safeParse({ username: values.username, password: values.password });
    return result.success
      ? ({ ok: true, mode, data: result.data } as const)
      : ({ ok: false, errors: fieldErrors(result.error) } as const);
  }
  const result = RegisterForm.safeParse(values);
  return result.success
    ? ({ ok: true, mode, data: result.data } as const)
    : ({ ok: false, errors: fieldErrors(result.error) } as const);
}

/**
 * Sign in (username or email + password) or sign up (username, email, password, confirmation),
 * validated with the shared schemas. Mount it with `key={mode}` so switching modes starts clean.
 */
export function AuthForm({ mode, onSuccess }: { mode: AuthMode; onSuccess: () => void }) {
  const isLogin = mode === "login";
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin({ mutationConfig: { onSuccess: () => onSuccess() } });
  const register = useRegister({ mutationConfig: { onSuccess: () => onSuccess() } });
  const isPending = login.isPending || register.isPending;
  // Only the latest validation may set errors (they finish asynchronously).
  const validationRun = useRef(0);

  useEffect(() => {
    loadSchemas().catch(() => {}); // warm up; a failure surfaces on submit
  }, []);

  async function check(next: Values) {
    validationRun.current += 1;
    const run = validationRun.current;
    const result = await validate(mode, next);
    return run === validationRun.current ? result : null;
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as FieldName;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // After a first submit, errors follow the typing so a fixed field clears at once.
    if (hasSubmitted) {
      const result = await check(next).catch(() => null);
      if (result) setErrors(result.ok ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setHasSubmitted(true);
    setFormError(null);
    let result: Awaited<ReturnType<typeof validate>> | null;
    try {
      result = await check(values);
    } catch {
      setFormError(
        `${isLogin ? MSG.auth.loginFailed : MSG.auth.registrationFailed}. ${MSG.auth.tryAgain}`,
      );
      return;
    }
    if (!result) return;
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((name) => result.errors[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    if (result.mode === "login") {
      login.mutate(result.data, {
        onError: (error) => setFormError(authErrorMessage(error, MSG.auth.loginFailed)),
      });
    } else {
      register.mutate(result.data, {
        onError: (error) => setFormError(authErrorMessage(error, MSG.auth.registrationFailed)),
      });
    }
  }

  const field = (name: FieldName) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange,
    error: errors[name],
    disabled: isPending,
    required: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isPending}>
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

      <FormError message={formError} />

      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />
        ) : null}
        {isLogin ? "Sign In" : "Create Account"}
      </Button>
    </form>
  );
}
