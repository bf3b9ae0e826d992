import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideInProcessApiLoader } from '@/server/api/in-process';
import { claimOwnFolders } from './own-folders';

claimOwnFolders();
afterEach(() => cleanup());

// A test file that only calls fixtures (server/testing/call-api.ts) gets the app on its first call.
provideInProcessApiLoader(() => import('@/server/app/api'));
