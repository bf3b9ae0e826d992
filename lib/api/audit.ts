import type { AxiosInstance } from 'axios';
import { API_BASE } from '@/lib/config/public';
import type { AuditFilters, AuditPage } from '@/lib/schemas/audit';
import { apiGet } from './calls';

/** The console's audit log (`/www/v1/operator/audit`). */
export const auditApi = {
  log: (client: AxiosInstance, filters: AuditFilters) => apiGet<AuditPage>(client, '/www/v1/operator/audit', filters),
};

/** The same filter as CSV: a browser download (the session cookie goes with it). */
export function auditCsvUrl(filters: Record<string, string>): string {
  return `${API_BASE}/www/v1/operator/audit/export.csv?${new URLSearchParams(filters).toString()}`;
}
