import { Plus, TextSearch, X } from "lucide-react";
import { TextField } from "#client/components/form/text-field.tsx";
import { useForm } from "#client/components/form/use-form.ts";
import type { Validation } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useMutedWords, useSaveMutedWords } from "#client/features/safety/api/muted-words.ts";
import { toastFailure } from "#client/features/safety/lib/failure-toast.ts";
import { checkMutedWordAddition } from "#client/features/safety/lib/muted-word-addition.ts";
import { isUnauthorizedError } from "#client/lib/api-client.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";

const m = SAFETY_CLIENT_MSG;

/** Settings' "Muted words": the list, a field to add one, and a remove button on each. */
export function MutedWordsSection() {
  const mutedWords = useMutedWords();
  return (
    <Card as="section" aria-labelledby="muted-words-title" className="p-5 sm:p-6">
      <h2 id="muted-words-title" className="flex items-center gap-2 font-bold text-gray-900">
        <TextSearch aria-hidden="true" className="size-5 text-brand" />
        {m.mutedWordsTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.mutedWordsIntro}</p>
      {mutedWords.isPending ? (
        <div role="status" aria-label={`Loading: ${m.mutedWordsTitle}`} className="mt-4">
          <Skeleton className="h-11 w-full rounded-xl" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-8 w-20 rounded-full" />
            <Skeleton className="h-8 w-28 rounded-full" />
          </div>
        </div>
      ) : mutedWords.isError ? (
        <InlineLoadError
          message={m.mutedWordsLoadFailed}
          onRetry={() => void mutedWords.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : (
        <MutedWordsEditor words={mutedWords.data.words} />
      )}
    </Card>
  );
}

/**
 * Each change saves the whole list at once (PUT), so what is shown is what the server keeps.
 * A word is checked as typed against the server's limits before anything is sent.
 */
function MutedWordsEditor({ words }: { words: string[] }) {
  const save = useSaveMutedWords();
  const form = useForm({
    initialValues: { word: "" },
    validate: ({ word }): Validation<string, "word"> => {
      const addition = checkMutedWordAddition(words, word);
      return addition.ok
        ? { ok: true, data: addition.word }
        : { ok: false, errors: { word: addition.message } };
    },
    idPrefix: "muted-words",
    afterSubmit: "clear",
    describeFailure: (error) =>
      isUnauthorizedError(error)
        ? null
        : { field: "word", message: refusalText(error) ?? m.mutedWordsFailed },
  });
  const saved = () => toast({ title: SAFETY_MSG.mutedWordsSaved, variant: "success" });

  const add = form.handleSubmit(async (word) => {
    try {
      await save.mutateAsync([...words, word]);
    } catch (error) {
      toastFailure(error, m.mutedWordsFailed);
      throw error;
    }
    form.reset();
    saved();
  });

  function remove(word: string) {
    save.mutate(
      words.filter((kept) => kept !== word),
      { onSuccess: saved, onError: (error) => toastFailure(error, m.mutedWordsFailed) },
    );
  }

  return (
    <>
      <form noValidate onSubmit={add} className="mt-4 flex items-start gap-2">
        <TextField
          {...form.field("word")}
          label={m.mutedWordLabel}
          hint={m.mutedWordsCount(words.length)}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="mt-7 shrink-0" disabled={save.isPending}>
          {form.isSubmitting ? (
            <Spinner className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {m.addMutedWord}
        </Button>
      </form>
      {words.length === 0 ? (
        <p className="mt-4 text-gray-700">{SAFETY_MSG.noMutedWords}</p>
      ) : (
        <ul aria-label={m.mutedWordsTitle} className="mt-4 flex flex-wrap gap-2">
          {words.map((word) => (
            <li
              key={word}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-gray-200 bg-gray-50 py-1 pr-1 pl-3 text-sm text-gray-900"
            >
              <span className="min-w-0 break-words">{word}</span>
              <button
                type="button"
                aria-label={m.removeMutedWord(word)}
                disabled={save.isPending}
                onClick={() => remove(word)}
                className="flex size-7 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
