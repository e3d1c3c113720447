import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useAutoHide, useUpdateAutoHide } from "#client/features/admin/api/auto-hide.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { SettingField } from "#client/features/admin/components/setting-field.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { AutoHideSetting } from "#shared/schemas/moderation.ts";

/** The auto-hide threshold: how many members' reports hide a quip until it is reviewed. */
export function AutoHideCard() {
  const { data, error, refetch } = useAutoHide();
  return (
    <Card as="section" aria-labelledby="auto-hide-title" className="p-4 sm:p-5">
      <h3 id="auto-hide-title" className="font-bold text-gray-900">
        Auto-hide
      </h3>
      {error ? (
        <LoadError
          title="Failed to load the auto-hide setting"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : (
        <AutoHideForm reports={data.reports} />
      )}
    </Card>
  );
}

function AutoHideForm({ reports }: { reports: number }) {
  const update = useUpdateAutoHide();
  const form = useForm({
    initialValues: { reports: String(reports) },
    validate: bySchema(AutoHideSetting),
    idPrefix: "auto-hide",
    afterSubmit: "clear",
    describeFailure: (failure) => ({
      field: "reports",
      message: serverMessage(failure) ?? ADMIN_MSG.moderation.autoHideInvalid,
    }),
  });
  const { error, ...field } = form.field("reports");
  return (
    <form
      onSubmit={form.handleSubmit((input) => update.mutateAsync(input.reports))}
      noValidate
      className="mt-2"
    >
      <SettingField
        id={field.id}
        label="Reports that hide a quip"
        hint="A quip reported by this many members is hidden from feeds, search and profiles (not from its author or administrators) until you dismiss its flags or delete it."
        error={error}
        width="w-28"
        isSubmitting={form.isSubmitting}
      >
        {(control) => (
          <Input
            {...control}
            {...field}
            type="number"
            inputMode="numeric"
            min={LIMITS.autoHideReportsMin}
            max={LIMITS.autoHideReportsMax}
            step={1}
          />
        )}
      </SettingField>
    </form>
  );
}
