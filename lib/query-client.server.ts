import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from './query-client';

/** One query client per server request: the layout and the page share fetched data. */
export const getServerQueryClient = cache(makeQueryClient);
