/** The environment reader the BFF uses too (platform/env.ts). */
export { envInt, envString, envUrl } from '../../platform/env.js';
