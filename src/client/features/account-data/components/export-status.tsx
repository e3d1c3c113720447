import { CircleAlert, CircleCheck, Clock, Download, TriangleAlert } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { exportDownloadUrl } from "#client/features/account-data/api/get-export-state.ts";
import { fileSizeText } from "#client/features/account-data/lib/file-size.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import type { ExportState } from "#shared/schemas/account-data.ts";
import { RequestExportButton } from "./request-export-button";

/**
 * The latest export in a sentence (announced when it changes, as preparing turns to ready),
 * the download when the page was opened from a link that opens it, and the request button
 * whenever a new copy may be asked for.
 */
export function ExportStatus({ state, token }: { state: ExportState; token: string | null }) {
  const canAsk = state.status !== "preparing" && state.nextRequestAt === null;
  // The button goes once the request is made: the focus moves to the sentence that replaced it.
  const status = useRef<HTMLDivElement>(null);
  return (
    <div className="mt-4 space-y-3">
      <div ref={status} role="status" tabIndex={-1} className="space-y-2 focus:outline-none">
        <StatusLine state={state} />
        {state.link === "invalid" ? (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.linkInvalid}
          </p>
        ) : null}
      </div>
      {state.status === "ready" && state.link === "valid" && token ? (
        <a href={exportDownloadUrl(token)} download className={buttonVariants()}>
          <Download aria-hidden="true" className="size-4" />
          {m.downloadLink(fileSizeText(state.byteSize ?? 0))}
        </a>
      ) : null}
      {canAsk ? (
        <RequestExportButton
          label={state.status === "none" ? m.requestExport : m.requestAgain}
          onRequested={() => status.current?.focus()}
        />
      ) : state.nextRequestAt && state.status !== "preparing" ? (
        <p className="text-sm text-gray-700">
          {m.nextRequest(easternDateTimeText(state.nextRequestAt))}
        </p>
      ) : null}
    </div>
  );
}

function StatusLine({ state }: { state: ExportState }) {
  switch (state.status) {
    case "none":
      return <Line icon={null}>{m.stateNone}</Line>;
    case "preparing":
      return <Line icon={<Spinner className="size-4" />}>{m.statePreparing}</Line>;
    case "ready":
      return (
        <Line icon={<CircleCheck aria-hidden="true" className="size-4 text-brand" />}>
          {m.stateReady(easternDateTimeText(state.expiresAt ?? ""))}{" "}
          {state.link === "valid" ? null : m.stateReadyOpenMail}
        </Line>
      );
    case "expired":
      return (
        <Line icon={<Clock aria-hidden="true" className="size-4 text-gray-600" />}>
          {m.stateExpired(easternDateTimeText(state.expiresAt ?? ""))}
        </Line>
      );
    case "failed":
      return (
        <Line icon={<TriangleAlert aria-hidden="true" className="size-4 text-red-700" />}>
          {m.stateFailed}
        </Line>
      );
  }
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-gray-900">
      {icon ? <span className="mt-1 shrink-0">{icon}</span> : null}
      <span>{children}</span>
    </p>
  );
}
