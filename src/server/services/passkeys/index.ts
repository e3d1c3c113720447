export { passkeyAuthenticationOptions, verifyPasskeyAnswer } from "./passkey-sign-in.service";
export {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from "./passkeys.service";
export { assertPasskeyAddress, relyingPartyOf } from "./relying-party";
