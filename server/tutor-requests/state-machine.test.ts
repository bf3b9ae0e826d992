import { describe, expect, it } from 'vitest';
import { REQUEST_STATES } from '@/lib/schemas/tutor-requests';
import { type Actor, TERMINAL_STATES, TRANSITIONS, type TransitionName, allowedTransitions, canTransition } from './state-machine';

const ACTORS: Actor[] = ['student', 'tutor', 'system', 'operator'];

describe('the tutor request state machine', () => {
  // The whole graph written out: (state, transition, actor) → allowed. Anything else is a 409.
  const ALLOWED = new Set([
    'draft submit student',
    'draft cancel student',
    'draft cancel operator',
    'matching offers_sent system',
    'matching offers_sent operator',
    'matching tutor_accepted system',
    'matching tutor_accepted operator',
    'matching cancel student',
    'matching cancel operator',
    'offers_out offers_exhausted system',
    'offers_out tutor_accepted system',
    'offers_out tutor_accepted operator',
    'offers_out reassign student',
    'offers_out reassign operator',
    'offers_out cancel student',
    'offers_out cancel operator',
    'suggestions_ready choose_tutor student',
    'suggestions_ready reassign student',
    'suggestions_ready reassign operator',
    'suggestions_ready cancel student',
    'suggestions_ready cancel operator',
    'awaiting_prepayment prepaid system',
    'awaiting_prepayment reassign student',
    'awaiting_prepayment reassign operator',
    'awaiting_prepayment cancel student',
    'awaiting_prepayment cancel operator',
  ]);

  it('allows exactly the listed (state, transition, actor) triples', () => {
    for (const state of REQUEST_STATES) {
      for (const name of Object.keys(TRANSITIONS) as TransitionName[]) {
        for (const actor of ACTORS) {
          expect({ triple: `${state} ${name} ${actor}`, ok: canTransition(state, name, actor) }).toEqual({
            triple: `${state} ${name} ${actor}`,
            ok: ALLOWED.has(`${state} ${name} ${actor}`),
          });
        }
      }
    }
  });

  it('terminal states have no way out; every other state has a human exit', () => {
    for (const state of REQUEST_STATES) {
      const out = ACTORS.flatMap((actor) => allowedTransitions(state, actor));
      if (TERMINAL_STATES.includes(state)) expect(out).toEqual([]);
      else expect(allowedTransitions(state, 'student')).toContain('cancel');
    }
  });

  it('every state is reachable from draft', () => {
    const seen = new Set(['draft']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const rule of Object.values(TRANSITIONS)) {
        if (rule.from.some((s) => seen.has(s)) && !seen.has(rule.to)) {
          seen.add(rule.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...REQUEST_STATES].sort());
  });
});
