// server/countries's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { listCountries } from './service';
