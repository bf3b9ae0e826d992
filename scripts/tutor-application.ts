// `npm run tutor-application -- <approve|reject|changes|review> <application id or mobile> [reason]`:
// a reviewer's decision from the command line (scripts, bulk work; the operator console's review page
// makes the same decisions), through the same service the tests use
// (server/tutor-applications/service.ts): approval puts the profile live and gives the teacher role;
// the applicant is told by SMS. On the embedded PGlite, stop the server first (one process per folder).
import '@/server/app/compose';
import { serverConfigOrExit } from '@/server/config';
import { getDbHandle } from '@/server/db/client';
import { runShutdownHooks } from '@/server/observability/lifecycle';
import { DomainError } from '@/server/shared/domain-error';
import { decideApplication } from '@/server/tutor-applications/service';
import type { Decision } from '@/lib/schemas/tutor-applications';

const USAGE = 'usage: npm run tutor-application -- <approve|reject|changes|review> <id or mobile> [reason]';

function decisionOf(command: string | undefined, reason: string): Decision | null {
  if (command === 'approve') return { decision: 'approve' };
  if (command === 'review') return { decision: 'start_review' };
  if ((command === 'reject' || command === 'changes') && reason.trim().length >= 3) {
    return { decision: command === 'reject' ? 'reject' : 'request_changes', reason: reason.trim() };
  }
  return null;
}

async function main(args: string[]) {
  const [command, who, ...words] = args;
  const decision = decisionOf(command, words.join(' '));
  if (!decision || !who) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  serverConfigOrExit();
  const { db } = await getDbHandle();
  try {
    const view = await decideApplication(db, who, decision);
    console.log(`application ${view.id}: ${view.state}${view.tutor_username ? ` (profile /tutor/${view.tutor_username})` : ''}`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`refused: ${error.code}${Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => runShutdownHooks());
