import { TWO_FACTOR } from "#shared/rules/two-factor.ts";

/** A site's passkeys belong to its one public address; a page opened at another cannot use them. */
const passkeysElsewhere = (host: string) =>
  `Passkeys work only at ${host}, the address they belong to.`;

/** What members read about two-factor sign-in and passkeys, from the server and the screens. */
export const TWO_FACTOR_MSG = {
  currentPasswordRequired: "Enter your current password",
  codeRequired: "Enter the code from your authenticator app",
  setupCodeFormat: `Enter the ${TWO_FACTOR.totpDigits}-digit code your app shows`,
  setupCodeWrong:
    "That code didn't work. Enter the code your app shows now, and check that your phone's clock is set automatically.",
  codeWrong: "That code didn't work. Enter the code your app shows now, or a recovery code.",
  tooManyWrongCodes: "Too many wrong codes. Please sign in again.",
  signInExpired: "Your sign-in has timed out. Please enter your password again.",
  alreadyOn: "Two-factor authentication is already on.",
  notSetUp: "Start the set-up again: scan the new QR code, then enter its code.",
  notOn: "Two-factor authentication is not on.",
  passkey: {
    nameRequired: "Give the passkey a name",
    nameTooLong: `A passkey's name can be at most ${TWO_FACTOR.passkeyNameMax} characters`,
    tooMany: `You can keep up to ${TWO_FACTOR.passkeysMax} passkeys. Remove one to add another.`,
    notFound: "Passkey not found.",
    expired: "The passkey request has expired. Please try again.",
    notAccepted: "That passkey was not accepted. Please try again.",
    notRegistered: "This passkey is not registered with Quip. Sign in with your password.",
    alreadyAdded: "This passkey is already added to your account.",
    /** A passkey begun from a page at another address than the site's own (decision 0113). */
    elsewhere: (host: string) => `${passkeysElsewhere(host)} Open this page there to use one.`,
    badResponse: "The browser's answer could not be read. Please try again.",
  },
  screens: {
    signInStepTitle: "Two-factor authentication",
    signInStepLead: "Enter the 6-digit code from your authenticator app.",
    recoveryStepLead: "Enter one of the recovery codes you saved when you set this up.",
    passkeyStepLead: "Or confirm with one of your passkeys.",
    appCodeLabel: "Authentication code",
    recoveryCodeLabel: "Recovery code",
    verify: "Verify",
    useRecoveryCode: "Use a recovery code",
    useAppCode: "Use a code from your app",
    usePasskey: "Use a passkey",
    continueWithPasskey: "Continue with a passkey",
    passkeyCancelled: "No passkey was used. Try again, or sign in with your password.",
    passkeyUnsupported: "This browser cannot use passkeys.",
    passkeysElsewhere,
    openPasskeyAddress: (host: string) => `Open this page at ${host}`,
    backToPassword: "Back to sign in",
    totpTitle: "Two-factor authentication",
    totpIntroOff:
      "Ask for a code from an authenticator app each time you sign in with your password, so a stolen password is not enough.",
    totpIntroOn: "On. Signing in with your password also asks for a code from your app.",
    setUp: "Set up",
    continue: "Continue",
    confirmSetupLead:
      "Confirm it's you: enter your current password to set up an authenticator app.",
    confirmTurnOffLead:
      "Confirm it's you: enter your current password. Signing in will then ask only for your password, and your recovery codes stop working.",
    confirmRenewLead:
      "Confirm it's you: enter your current password. Your current recovery codes stop working.",
    makeNewCodes: "Make new codes",
    recoveryCodesLabel: "Recovery codes",
    scanTitle: "Scan this QR code with your authenticator app",
    scanHint: "Or enter this key by hand:",
    qrAlt: "QR code for your authenticator app",
    qrFailed: "The QR code could not be drawn. Enter the key by hand.",
    confirmCodeLabel: "Code from the app",
    confirm: "Turn on",
    cancel: "Cancel",
    recoveryTitle: "Save your recovery codes",
    recoveryLead:
      "Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.",
    copy: "Copy",
    copied: "Recovery codes copied",
    copyFailed: "Copying failed: select the codes and copy them yourself.",
    download: "Download",
    savedThem: "I have saved them",
    recoveryLeft: (n: number) => `${n} recovery code${n === 1 ? "" : "s"} left`,
    newRecoveryCodes: "New recovery codes",
    turnOff: "Turn off",
    turnedOn: "Two-factor authentication is on",
    turnedOff: "Two-factor authentication is off",
    passwordLabel: "Current password",
    statusFailed: "Your sign-in settings could not be loaded.",
    passkeysTitle: "Passkeys",
    passkeysIntro:
      "Sign in with your fingerprint, face or screen lock instead of a password. With two-factor authentication on, a passkey can also stand in for the code.",
    passkeysEmpty: "No passkeys yet.",
    passkeysFailed: "Your passkeys could not be loaded.",
    passkeyNameLabel: "Name",
    passkeyNameHint: "So you can tell your passkeys apart, e.g. the device it lives on.",
    addPasskey: "Add a passkey",
    suggestedPasskeyName: (n: number) => `Passkey ${n}`,
    remove: "Remove",
    passkeyAdded: "Passkey added",
    passkeyRemoved: "Passkey removed",
    removePasskey: (name: string) => `Remove ${name}`,
    removePasskeyTitle: "Remove this passkey?",
    removePasskeyBody: (name: string) =>
      `“${name}” will no longer sign you in. The passkey may stay on your device; you can delete it there.`,
    addedOn: (date: string) => `Added ${date}`,
    lastUsed: (date: string) => `last used ${date}`,
    neverUsed: "not used yet",
    synced: "synced",
    failed: "That did not work. Please try again.",
  },
  mail: {
    totpOn: {
      subject: "Two-factor authentication is on",
      body: "Two-factor authentication was turned on for your Quip account. Signing in with your password now also asks for a code from your authenticator app.",
    },
    totpOff: {
      subject: "Two-factor authentication is off",
      body: "Two-factor authentication was turned off for your Quip account. Signing in now asks only for your password.",
    },
    recoveryCodesReplaced: {
      subject: "New recovery codes for Quip",
      body: "New recovery codes were made for your Quip account. The old ones no longer work.",
    },
    recoveryCodeUsed: {
      subject: "A recovery code was used to sign in",
      body: "Someone signed in to your Quip account with one of its recovery codes.",
    },
    passkeyAdded: {
      subject: "A passkey was added to your Quip account",
      body: "A passkey was added to your Quip account. It can now sign you in without your password.",
    },
    passkeyRemoved: {
      subject: "A passkey was removed from your Quip account",
      body: "A passkey was removed from your Quip account. It no longer signs you in.",
    },
    notYou:
      "If this was not you, reset your password now and check your account's sign-in settings.",
  },
} as const;
