/**
 * Messages of Account and security: changing the password and the email address, confirming
 * an address, and the list of sessions. Server refusals and the screens read from here; a
 * module of its own, so the first page load carries none of it.
 */
export const ACCOUNT_MSG = {
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  samePassword: "Your new password must be different from your current one",
  passwordChanged: "Password changed. You're still signed in here and signed out everywhere else.",
  emailSame: "That is already your email address",
  /** The same answer whether or not another account has the address (no enumeration). */
  emailChangeSent: (email: string) =>
    `We've sent a confirmation link to ${email}. Your address changes once you open it.`,
  confirmationSent: (email: string) => `We've sent a new confirmation link to ${email}.`,
  alreadyConfirmed: "Your email address is already confirmed",
  emailConfirmed: "Email address confirmed",
  link: {
    missing: "No confirmation link",
    invalid: "This confirmation link is not valid",
    expired: "This confirmation link has expired",
    used: "This confirmation link has already been used",
    emailTaken: "This address now belongs to another account",
  },
  sessionNotFound: "Session not found",
  unknownDevice: "Unknown device",
  /** The screens. */
  password: {
    title: "Password",
    intro: "Changing it signs you out on every other device.",
    current: "Current password",
    new: "New password",
    confirm: "Confirm new password",
    submit: "Change password",
    failed: "Couldn't change your password",
  },
  email: {
    title: "Email",
    current: "Your address",
    confirmed: "Confirmed",
    unconfirmed: "Not confirmed",
    unconfirmedHelp:
      "Open the link we mailed you to confirm it. Until then, a password reset cannot be sent to it.",
    pending: (email: string) =>
      `Waiting for you to open the link sent to ${email}. Your address changes once you do.`,
    resend: "Resend the mail",
    resendFailed: "Couldn't send the mail",
    changeTitle: "Change your address",
    newAddress: "New email address",
    currentPassword: "Current password",
    submit: "Change email",
    failed: "Couldn't change your email",
    loadFailed: "Couldn't load your email address.",
  },
  sessions: {
    title: "Where you're signed in",
    intro: "Sign out of a device you don't use or don't recognise.",
    thisDevice: "This device",
    signedIn: (when: string) => `Signed in ${when}`,
    lastSeen: (when: string) => `last active ${when}`,
    activeNow: "active now",
    signOut: "Sign out",
    signOutLabel: (device: string) => `Sign out ${device}`,
    signOutOthers: "Sign out everywhere else",
    signedOut: "Signed out of that device",
    signedOutOthers: (n: number) =>
      n === 1 ? "Signed out of 1 other device" : `Signed out of ${n} other devices`,
    onlyHere: "You're signed in only on this device.",
    failed: "Couldn't sign out that device",
    loadFailed: "Couldn't load where you're signed in.",
  },
  banner: {
    label: "Confirm your email address",
    text: (email: string) => `Please confirm your email address: we sent a link to ${email}.`,
  },
  confirmPage: {
    checking: "Confirming your email address...",
    done: (email: string) => `${email} is now your confirmed address.`,
    noTokenBody: "Open the link from the mail again, or ask for a new one in Account and security.",
    refusedBody:
      "If your address still needs confirming, ask for a new link in Account and security.",
    toAccount: "Go to Account and security",
    home: "Go to the home page",
    failedTitle: "Couldn't confirm your address",
    failedBody: "Something went wrong on our side. Please try again in a moment.",
  },
  tryAgain: "Try again",
} as const;
