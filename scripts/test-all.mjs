// `npm test` (and CI, .ci/run): every test stage in turn, each timed, with a summary of the times at
// the end (also when a stage fails, which stops the run). The production build is its own stage,
// made once: the cluster servers and the e2e server then find it fresh, and refuse to build again
// (EXPECT_FRESH_BUILD, scripts/lib.mjs), so a second build cannot creep into the run unnoticed.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './lib.mjs';

const STAGES = [
  ['typecheck', () => npm('run', 'typecheck')],
  ['lint', () => npm('run', 'lint')],
  ['unit', () => npm('run', 'test:unit')],
  ['pg', () => npm('run', 'test:pg')],
  ['build', () => (buildIfNeeded(), 0)],
  ['cluster', () => npm('run', 'test:cluster')],
  ['e2e', () => npm('run', 'test:e2e')],
];

// `node scripts/test-all.mjs build e2e` runs only the stages named (in their usual order).
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length) {
  console.error(`No such stage: ${unknown.join(', ')} (stages: ${STAGES.map(([stage]) => stage).join(', ')})`);
  process.exit(1);
}

function npm(...args) {
  return spawnSync('npm', args, { stdio: 'inherit' }).status ?? 1;
}

// .ci/run times the install before it starts this script.
const times = process.env.CI_INSTALL_SECONDS ? [['install', Number(process.env.CI_INSTALL_SECONDS)]] : [];
const summary = (failed) => {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\nTest stages${failed ? ` (stopped: ${failed} failed)` : ''}:`);
  for (const [name, seconds] of [...times, ['total', total]]) console.log(`  ${name.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s`);
};

process.env.NEXT_TELEMETRY_DISABLED = '1';
for (const [name, run] of STAGES.filter(([stage]) => !chosen.length || chosen.includes(stage))) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const status = run();
  times.push([name, (Date.now() - started) / 1000]);
  console.log(`=== ${name}: ${times.at(-1)[1].toFixed(0)} s ===`);
  if (status !== 0) {
    summary(name);
    process.exit(status);
  }
  if (name === 'build') process.env.EXPECT_FRESH_BUILD = '1';
}
summary();
