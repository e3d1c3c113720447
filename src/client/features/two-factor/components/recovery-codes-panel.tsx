import { Copy, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { recoveryCodesFile } from "#client/features/two-factor/lib/recovery-file.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";

const s = TWO_FACTOR_MSG.screens;

/**
 * The recovery codes, shown this once: to copy, download or write down. The heading takes the
 * focus, so a screen reader reads them next.
 */
export function RecoveryCodesPanel({
  codes,
  username,
  onDone,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: s.copied, variant: "success" });
    } catch {
      toast({ title: s.copyFailed, variant: "destructive" });
    }
  }

  function download() {
    const file = new Blob([recoveryCodesFile(codes, username)], { type: "text/plain" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = "quip-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        {s.recoveryTitle}
      </h3>
      <p className="mt-1 text-sm text-gray-800">{s.recoveryLead}</p>
      <ul
        aria-label={s.recoveryCodesLabel}
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-base text-gray-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {s.copy}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {s.download}
        </Button>
        <Button size="sm" onClick={onDone}>
          {s.savedThem}
        </Button>
      </div>
    </div>
  );
}
