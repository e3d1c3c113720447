import { useQueryClient } from "@tanstack/react-query";
import { FormError } from "#client/components/form/field-error.tsx";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import {
  FormDialog,
  FormDialogActions,
  FormDialogHeading,
} from "#client/components/ui/form-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  useGuesses,
  useMakeGuess,
  useUsernameSuggestions,
} from "#client/features/guesses/api/guesses.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { useDebouncedValue } from "#client/lib/use-debounced-value.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import { SealedGuessLine } from "./sealed-guess-line";

const m = GUESS_MSG;

// Loaded with the form, never with the page: the schema brings zod (decision 0009).
const guessInput = () => import("#shared/schemas/guesses.ts").then((s) => s.GuessInput);

/**
 * "Guess who wrote it": a username, with members' names suggested as it is typed. The member's
 * sealed guess, if they made one, is read first: the field starts from it and it can be
 * withdrawn here too. The guess is sealed: the dialog says so, and nothing else about it.
 */
export function GuessDialog({
  quipId,
  open,
  onOpenChange,
}: {
  quipId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <FormDialogHeading title={m.dialogTitle} description={m.dialogDescription} />
      <GuessFormLoader quipId={quipId} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function GuessFormLoader({ quipId, onClose }: { quipId: string; onClose: () => void }) {
  const summary = useGuesses(quipId, { sealed: true });
  if (summary.isPending) {
    return (
      <div role="status" aria-label="Loading your guess" className="mt-4">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="mt-2 h-11 w-full rounded-xl" />
      </div>
    );
  }
  if (summary.isError) return <FormError message={m.loadFailed} />;
  const current = summary.data.mine?.username ?? null;
  return <GuessForm quipId={quipId} current={current} onClose={onClose} />;
}

function GuessForm({
  quipId,
  current,
  onClose,
}: {
  quipId: string;
  current: string | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { username: current ?? "" },
    validate: bySchema(guessInput),
    idPrefix: `guess-${quipId}`,
    describeFailure: (failure) => {
      if (handleUnauthorized(failure)) return null;
      const message = failure instanceof ApiError ? failure.body.trim() : "";
      if (message === m.unknownMember) return { field: "username", message };
      return { message: message || m.failed };
    },
  });
  const typed = useDebouncedValue(form.values.username, 250);
  const suggestions = useUsernameSuggestions(typed);
  const guess = useMakeGuess({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: m.sealed });
        onClose();
      },
      onError: (failure) => {
        // Revealed meanwhile: the quip's page shows it as it now is.
        if (failure instanceof ApiError && failure.status === 409) {
          void queryClient.invalidateQueries({ queryKey: quipKeys.detail(quipId) });
          void queryClient.invalidateQueries({ queryKey: quipKeys.feeds() });
        }
      },
    },
  });
  const listId = `guess-${quipId}-suggestions`;

  return (
    <form
      onSubmit={form.handleSubmit(({ username }) => guess.mutateAsync({ quipId, username }))}
      noValidate
      className="mt-4"
    >
      {current ? <SealedGuessLine quipId={quipId} username={current} className="mb-4" /> : null}
      <TextField
        {...form.field("username")}
        label={m.usernameLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        list={listId}
        placeholder="@username"
      />
      <datalist id={listId} aria-label={m.suggestions}>
        {(suggestions.data ?? []).map((member) => (
          <option key={member.id} value={member.username} />
        ))}
      </datalist>
      <FormError message={form.formError} />
      <FormDialogActions
        submitLabel={form.isSubmitting ? m.submitting : m.submit}
        isSubmitting={form.isSubmitting}
      />
    </form>
  );
}
