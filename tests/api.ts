// Tests call the real API in-process: importing this creates it (server/app), then the calls.
import '@/server/app/api';

export { callApi, postApi, readAllPages } from '@/server/testing/call-api';
