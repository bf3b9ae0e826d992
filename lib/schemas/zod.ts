import { config } from 'zod';
import * as z from './zod-api';

/**
 * The one `z` that browser-side code builds schemas with. Zod compiles object schemas with
 * `new Function`, probing for it when the first object schema is built; the page's CSP forbids
 * eval (and reports the probe), so in the browser zod must be told before any schema exists.
 * Importing `z` from here guarantees that order. Servers keep the faster compiled path.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export { z };
