/** What the report dialog says beyond the rules' refusals (QUIP_MSG.flag). */
export const REPORT_MSG = {
  invalidLinkTitle: "Invalid Quip Link",
  invalidLinkBody: (host: string) => `Please enter a valid quip ID or URL from ${host}`,
  /** The server's refusal contains this when the linked quip is missing. */
  linkedMissingMarker: "linked quip does not exist",
  linkedMissingTitle: "Quip Not Found",
  linkedMissingBody: "The linked quip doesn't exist. Please check the URL and try again.",
  failed: "Failed to submit report",
  submitted: "Your report has been submitted for review.",
  sourceRequired: "What is the source?",
  /** Beside the flag of a quip the member has reported, while the report awaits review. */
  reported: "Reported",
  reportedNote: "You reported this quip. It is waiting for review.",
} as const;
