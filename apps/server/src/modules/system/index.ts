/** The public face of modules/system: all that code outside this folder may import from it. */
export { FILE_SWEEP_JOB, sweepUnclaimedFiles } from './file-sweep';
export { geoCities, geoDataVersion } from './geo.service';
export { systemRoutes } from './system.routes';
export { verifyCaptcha } from './system.service';
