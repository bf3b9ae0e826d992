export { actorOf, audited, recordAudit } from './service';
