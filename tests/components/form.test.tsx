import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { type AfterSubmit, useForm } from "#client/components/form/use-form.ts";
import type { Validate, Validation } from "#client/components/form/validation.ts";

type Values = { name: string; email: string };
type Checked = Validation<Values, keyof Values>;

const rules = (values: Values): Checked => {
  const errors: Partial<Values> = {};
  if (!values.name) errors.name = "Name is required";
  if (!values.email.includes("@")) errors.email = "Email needs an @";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: values };
};

function ContactForm({
  onValid,
  validate = rules,
  afterSubmit,
}: {
  onValid: (data: Values) => unknown;
  validate?: Validate<Values, Values>;
  afterSubmit?: AfterSubmit;
}) {
  const form = useForm({
    initialValues: { name: "", email: "" },
    validate,
    idPrefix: "contact",
    focusFirstError: true,
    ...(afterSubmit ? { afterSubmit } : {}),
    describeFailure: (error) =>
      error instanceof Error && error.message === "taken"
        ? { field: "email", message: "That address is taken" }
        : { message: "Something went wrong" },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <FormError message={form.formError} />
      <TextField label="Name" {...form.field("name")} />
      <TextField label="Email" {...form.field("email")} />
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? "Sending" : "Send"}
      </button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole("button").closest("form") as HTMLElement);

/** A promise and the hands that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("a form made with useForm and its fields", () => {
  it("shows each field's error on submit, tied to its control, and focuses the first", () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    type("Email", "nobody");
    submit();
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("contact-name-error");
    expect(document.getElementById("contact-name-error")?.textContent).toBe("Name is required");
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe(
      "contact-email-error",
    );
    expect(document.activeElement).toBe(name);
  });

  it("checks again as the member types once submitted, and sends valid values", () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    type("Name", "Ada");
    expect(screen.queryByText("Email needs an @")).toBeNull();
    submit();
    expect(screen.getByText("Email needs an @")).toBeTruthy();
    type("Email", "ada@example.com");
    expect(screen.queryByText("Email needs an @")).toBeNull();
    submit();
    expect(onValid).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com" });
  });

  it("clears only the edited field's error when asked to", () => {
    render(<ContactForm onValid={vi.fn()} afterSubmit="clear" />);
    submit();
    type("Name", "A");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Email needs an @")).toBeTruthy();
    type("Name", "");
    expect(screen.queryByText("Name is required")).toBeNull();
  });

  it("is submitting until the promise settles, ignores a second submit, and shows a refusal", async () => {
    const sent = deferred();
    const onValid = vi.fn(() => sent.promise);
    render(<ContactForm onValid={onValid} />);
    type("Name", "Ada");
    type("Email", "ada@example.com");
    submit();
    expect(screen.getByRole("button").textContent).toBe("Sending");
    submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => sent.reject(new Error("taken")));
    expect(screen.getByRole("button").textContent).toBe("Send");
    expect(document.getElementById("contact-email-error")?.textContent).toBe(
      "That address is taken",
    );

    const again = deferred();
    onValid.mockImplementation(() => again.promise);
    submit();
    await act(async () => again.reject(new Error("offline")));
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong");
  });

  it("lets only the latest check of rules that answer late set the errors", async () => {
    const answers: Array<ReturnType<typeof deferred<Checked>>> = [];
    const late: Validate<Values, Values> = () => {
      const answer = deferred<Checked>();
      answers.push(answer);
      return answer.promise;
    };
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} validate={late} />);
    submit();
    await act(async () => answers[0]?.resolve({ ok: false, errors: { name: "Name is required" } }));
    type("Name", "Ada");
    type("Name", "Ada L");
    // The later check answers first; the earlier one, answering after it, is ignored.
    await act(async () =>
      answers[2]?.resolve({ ok: false, errors: { email: "Email needs an @" } }),
    );
    await act(async () => answers[1]?.resolve({ ok: false, errors: { name: "stale" } }));
    expect(screen.queryByText("stale")).toBeNull();
    expect(screen.getByText("Email needs an @")).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});
