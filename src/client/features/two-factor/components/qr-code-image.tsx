import { useEffect, useState } from "react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { drawQrCode } from "#client/features/two-factor/lib/qr-code.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";

const s = TWO_FACTOR_MSG.screens;

/** The otpauth address as a QR code, drawn here; the key beside it serves whoever cannot scan. */
export function QrCodeImage({ text }: { text: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    drawQrCode(text).then(
      (src) => current && setDrawn({ text, src }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (failed) return <p className="text-sm text-gray-800">{s.qrFailed}</p>;
  if (drawn?.text !== text) {
    return (
      <div role="status" aria-label={s.qrAlt}>
        <Skeleton className="size-48 rounded-lg" />
      </div>
    );
  }
  return (
    <img
      src={drawn.src}
      alt={s.qrAlt}
      width={192}
      height={192}
      className="size-48 rounded-lg border border-gray-200"
    />
  );
}
