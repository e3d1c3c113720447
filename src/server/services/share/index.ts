export { quipShareImage, renderQuipPage } from "./share.service";
export { createShareImageCache } from "./share-image-cache";
export { MINIMAL_SHELL } from "./share-meta";
