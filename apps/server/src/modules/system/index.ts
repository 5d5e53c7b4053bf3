/** The public face of modules/system: all that code outside this folder may import from it. */
export { listDictionary } from './dict.service';
export { FILE_SWEEP_JOB, sweepUnclaimedFiles } from './file-sweep';
export { type ClaimedFile, type IncomingFile, type StoredFile, claimFiles, deleteFiles, readFileBytes, saveUploads } from './file.service';
export { geoCities, geoDataVersion } from './geo.service';
export { disabledDates } from './holiday.service';
export { systemRoutes } from './system.routes';
export { verifyCaptcha } from './system.service';
