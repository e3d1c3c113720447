import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/** A form's submit button: held down with a spinner while the form is being sent. */
export function SubmitButton({
  busy,
  disabled,
  size,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { busy: boolean }) {
  return (
    <Button type="submit" size={size} disabled={busy || disabled} {...props}>
      {busy ? <Spinner className={size === "lg" ? "size-5" : "size-4"} /> : null}
      {children}
    </Button>
  );
}
