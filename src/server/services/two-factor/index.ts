export {
  beginPendingSignIn,
  findPendingSignIn,
  purgeExpiredSignInSteps,
  takePendingSignIn,
} from "./pending-sign-in";
export { completeSignInWithCode, secondFactorsOf, signingInMember } from "./second-factor.service";
export {
  disableTotp,
  enableTotp,
  getTotpStatus,
  regenerateRecoveryCodes,
  setupTotp,
} from "./totp.service";
