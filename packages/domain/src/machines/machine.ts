import type { ErrorCode } from '../errors/catalogue';
import { allow, type Outcome, refuse } from '../shared/outcome';

/** A §4 state machine as data: its states, where it starts, and the moves allowed from each state. */
export interface MachineSpec<S extends string> {
  name: string;
  states: readonly S[];
  initial: S;
  transitions: { readonly [K in S]: readonly S[] };
  /** A more telling §8 code for some refused moves (e.g. an update during an exam); INVALID_TRANSITION otherwise. */
  refusal?: (from: S, to: S) => ErrorCode | undefined;
}

export interface StateMachine<S extends string> extends MachineSpec<S> {
  isState(value: unknown): value is S;
  can(from: S, to: S): boolean;
  next(from: S): readonly S[];
  isTerminal(state: S): boolean;
  /** The new state, or the error code that refuses the move (params: machine, from, to). */
  transition(from: S, to: S): Outcome<S>;
}

export function defineMachine<S extends string>(spec: MachineSpec<S>): StateMachine<S> {
  const can = (from: S, to: S) => spec.transitions[from].includes(to);
  return {
    ...spec,
    isState: (value): value is S =>
      typeof value === 'string' && (spec.states as readonly string[]).includes(value),
    can,
    next: (from) => spec.transitions[from],
    isTerminal: (state) => spec.transitions[state].length === 0,
    transition(from, to) {
      if (can(from, to)) return allow(to);
      return refuse(spec.refusal?.(from, to) ?? 'INVALID_TRANSITION', { machine: spec.name, from, to });
    },
  };
}
