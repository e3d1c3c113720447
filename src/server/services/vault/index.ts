export { deleteDraft, getDraft, listDrafts, saveDraft, updateDraft } from "./vault.service";
