import { Trash2 } from "lucide-react";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { SubmitButton } from "#client/components/ui/submit-button.tsx";
import {
  useUnwatchWord,
  useWatchedWords,
  useWatchWord,
} from "#client/features/admin/api/watched-words.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import {
  WATCHED_ACTIONS,
  type WatchedAction,
  type WatchedWord,
  WatchedWordInput,
} from "#shared/schemas/watched-words.ts";

const m = WATCHED_WORDS_MSG;

/**
 * Watched words (decision 0159): add a word or phrase with what it does, see them all, remove
 * one. Only administrators keep the list; moderators decide what it holds and flags.
 */
export function WatchedWordsCard() {
  const { data, error, refetch } = useWatchedWords();
  return (
    <Card as="section" aria-labelledby="watched-words-title" className="p-4 sm:p-5">
      <h3 id="watched-words-title" className="font-bold text-gray-900">
        {m.title}
        {data ? <span className="font-normal text-gray-600"> ({data.length})</span> : null}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{m.intro}</p>
      <WatchWordForm />
      {error ? (
        <LoadError title={m.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="mt-3 h-20 w-full" />
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{m.empty}</p>
      ) : (
        <ul aria-label={m.title} className="mt-3 divide-y divide-gray-200">
          {data.map((row) => (
            <WatchedWordRow key={row.word} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const fieldClass =
  "h-11 rounded-xl border border-gray-300 bg-white text-base text-gray-900 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand";

function WatchWordForm() {
  const watch = useWatchWord();
  const form = useForm({
    initialValues: { word: "", action: "flag" as WatchedAction },
    validate: bySchema(WatchedWordInput),
    idPrefix: "watched-word",
    describeFailure: (failure) => ({
      field: "word",
      message: serverMessage(failure) ?? m.addFailed,
    }),
  });
  const { error, ...word } = form.field("word");
  const actionId = form.fieldId("action");
  const errorId = `${word.id}-error`;
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit(async (input) => {
        await watch.mutateAsync(input);
        form.reset({ word: "", action: input.action });
      })}
    >
      <div className="w-full max-w-xs">
        <label htmlFor={word.id} className="block text-sm font-semibold text-gray-800">
          {m.wordLabel}
        </label>
        <Input
          {...word}
          className="mt-1.5"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="w-full max-w-56">
        <label htmlFor={actionId} className="block text-sm font-semibold text-gray-800">
          {m.actionLabel}
        </label>
        <div className="mt-1.5">
          <NativeSelect
            id={actionId}
            value={form.values.action}
            // Only the options' values can be chosen.
            onChange={(event) => form.setValue("action", event.target.value as WatchedAction)}
            className={`${fieldClass} py-0 pr-10 pl-3`}
          >
            {WATCHED_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {m.actions[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <SubmitButton busy={form.isSubmitting} variant="secondary">
        {m.add}
      </SubmitButton>
      <p className="w-full text-sm text-gray-700">
        {m.actions[form.values.action]}: {m.actionHints[form.values.action]}.
      </p>
      {error ? (
        <p id={errorId} className="w-full text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function WatchedWordRow({ row }: { row: WatchedWord }) {
  const unwatch = useUnwatchWord();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold break-all text-gray-900">{row.word}</p>
        <p className="text-sm text-gray-600">{m.actions[row.action]}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={unwatch.isPending}
        aria-label={`${m.remove} ${row.word}`}
        onClick={() => unwatch.mutate(row.word)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{m.remove}</span>
      </Button>
    </li>
  );
}
