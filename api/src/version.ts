import { version } from '../package.json';

export const API_VERSION: string = version;
