export { actorOf, audited } from './service';
