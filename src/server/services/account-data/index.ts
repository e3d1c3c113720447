export {
  expireExports,
  getExportState,
  openExportDownload,
  requestExport,
} from "./export-requests.service";
export { prepareDueExports } from "./prepare-exports";
