// server/pwa's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { servedBuildId } from './service';
