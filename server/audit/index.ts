export { actorOf, audited, auditTrailOf, recordAudit } from './service';
