import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useOwnFolders } from './own-folders';

useOwnFolders();
afterEach(() => cleanup());
