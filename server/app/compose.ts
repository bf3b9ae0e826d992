/**
 * The top floor's wiring: what the shared layers serve but must not import (the app's jobs, the
 * invoice purposes, how a caller is found). Imported by every entry point: the API
 * (server/app/api.ts), the production server and the commands (scripts/).
 */
import { sessionTokenOf } from '@/server/auth/http';
import { consoleGrant } from '@/server/auth/second-factor';
import { findViewer } from '@/server/auth/viewer';
import { provideViewerSource } from '@/server/api/viewer';
import { provideJobCatalog } from '@/server/jobs/registry';
import { pointsForPosting } from '@/server/loyalty';
import { watchPostings } from '@/server/payments';
import { appJobs } from './jobs';
import './payment-purposes';

provideJobCatalog(appJobs);
provideViewerSource({ tokenOf: sessionTokenOf, find: findViewer, consoleGrant });
// The loyalty club's points follow the money the ledger moves (a paid bill earns, a refund takes back).
watchPostings(pointsForPosting);
