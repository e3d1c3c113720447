/**
 * The QR code an authenticator app scans, drawn in the browser: the secret never leaves for a
 * picture service. The library loads only when a member sets the app up. Drawn at twice its
 * shown size, so it stays sharp on dense screens.
 */
export async function drawQrCode(text: string): Promise<string> {
  const { toDataURL } = await import("qrcode");
  return toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 384 });
}
