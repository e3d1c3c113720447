export { ensureQuipBot, runQuipBot } from "./quipbot.service";
export { setQuipBotPhoto, updateQuipBotProfile } from "./quipbot-account.service";
