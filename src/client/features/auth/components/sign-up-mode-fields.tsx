import type { ComponentProps } from "react";
import { TextField } from "#client/components/form/text-field.tsx";
import { TextareaField } from "#client/components/form/textarea-field.tsx";
import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_FORM_MSG } from "#shared/messages/sign-up.form.ts";

/*
 * What the sign-up form shows only in approval or invite mode (decision 0155), in a chunk of
 * its own: the form is in the first load of every page, and most sign-ups show none of it.
 */

type InviteCodeProps = Omit<ComponentProps<typeof TextField>, "label">;

/** The mode's note, and in invite mode the code's field. */
export function SignUpModeIntro({
  mode,
  inviteCode,
}: {
  mode: "approval" | "invite";
  inviteCode: InviteCodeProps;
}) {
  return (
    <>
      <p className="rounded-xl bg-gray-100 px-4 py-3 text-sm text-gray-800">
        {mode === "approval" ? SIGN_UP_FORM_MSG.approvalNote : SIGN_UP_FORM_MSG.inviteNote}
      </p>
      {mode === "invite" ? (
        <TextField
          {...inviteCode}
          label="Invite code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : null}
    </>
  );
}

type JoinReasonProps = Omit<ComponentProps<typeof TextareaField>, "label" | "rows" | "counter">;

/** "Why do you want to join?", in approval mode. */
export function JoinReasonField(props: JoinReasonProps) {
  return (
    <TextareaField
      {...props}
      label={`${SIGN_UP_FORM_MSG.joinReasonLabel} (optional)`}
      rows={3}
      counter={{ max: LIMITS.joinReasonMax, warnAbove: LIMITS.joinReasonMax - 50 }}
    />
  );
}
