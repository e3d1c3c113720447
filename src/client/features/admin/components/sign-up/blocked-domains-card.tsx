import { Trash2 } from "lucide-react";
import { useForm } from "#client/components/form/use-form.ts";
import { bySchema } from "#client/components/form/validation.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import {
  useBlockDomain,
  useBlockedDomains,
  useUnblockDomain,
} from "#client/features/admin/api/blocked-domains.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { SettingField } from "#client/features/admin/components/setting-field.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";
import { formatEasternDate } from "#client/features/admin/lib/eastern-time.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { BlockedDomainInput } from "#shared/schemas/sign-up.ts";

/** Email domains nobody may sign up with or change to: add one, see them all, remove one. */
export function BlockedDomainsCard() {
  const { data, error, refetch } = useBlockedDomains();
  return (
    <Card as="section" aria-labelledby="blocked-domains-title" className="p-4 sm:p-5">
      <h3 id="blocked-domains-title" className="font-bold text-gray-900">
        Blocked email domains
        {data ? <span className="font-normal text-gray-600"> ({data.length})</span> : null}
      </h3>
      <BlockDomainForm />
      {error ? (
        <LoadError
          title="Failed to load the blocked domains"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton className="mt-3 h-20 w-full" />
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{SIGN_UP_MSG.noBlockedDomains}</p>
      ) : (
        <ul aria-label="Blocked domains" className="mt-3 divide-y divide-gray-200">
          {data.map((row) => (
            <BlockedDomainRow key={row.domain} domain={row.domain} createdAt={row.createdAt} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BlockDomainForm() {
  const block = useBlockDomain();
  const form = useForm({
    initialValues: { domain: "" },
    validate: bySchema(BlockedDomainInput),
    idPrefix: "blocked-domain",
    afterSubmit: "clear",
    describeFailure: (failure) => ({
      field: "domain",
      message: serverMessage(failure) ?? SIGN_UP_MSG.domainAddFailed,
    }),
  });
  const { error, ...field } = form.field("domain");
  return (
    <form
      noValidate
      className="mt-2"
      onSubmit={form.handleSubmit(async (input) => {
        await block.mutateAsync(input.domain);
        form.reset();
      })}
    >
      <SettingField
        id={field.id}
        label="Block a domain"
        hint="Sign-up and email changes refuse addresses on it and on its subdomains (example.com blocks mail.example.com). Members already using it are not affected."
        error={error}
        width="w-full max-w-xs"
        isSubmitting={form.isSubmitting}
        saveLabel="Block"
      >
        {(control) => (
          <Input
            {...control}
            {...field}
            placeholder="example.com"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </SettingField>
    </form>
  );
}

function BlockedDomainRow({ domain, createdAt }: { domain: string; createdAt: string }) {
  const unblock = useUnblockDomain();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold break-all text-gray-900">{domain}</p>
        <p className="text-sm text-gray-600">Blocked {formatEasternDate(createdAt)}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={unblock.isPending}
        aria-label={`Unblock ${domain}`}
        onClick={() => unblock.mutate(domain)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Unblock</span>
      </Button>
    </li>
  );
}
