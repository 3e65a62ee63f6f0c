/** The app version shown on /login (spec 000 §9: 1.12.17); kept equal to package.json's. */
export const APP_VERSION = '1.12.17';
