export { HiddenMemberNote, hiddenMemberTitle } from "./components/hidden-member-note";
export { MemberSafetyActions } from "./components/member-safety-actions";
export { MutedAndBlockedSection } from "./components/muted-and-blocked-section";
export { MutedWordsSection } from "./components/muted-words-section";
export { QuipSafetyMenu } from "./components/quip-safety-menu";
