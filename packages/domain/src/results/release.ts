import type { Role } from '../entities/session';
import type { FieldError } from '../errors/api-error';
import type { ExamState } from '../machines/exam-state';
import { allow, type Outcome, refuse } from '../shared/outcome';
import { fieldError } from '../validation/messages';
import { type AnalyteRule, analyteField, normaliseDecimal, parseQualitative } from './external-result';
import type { RectifyInput } from './rectify-input';

export interface ReleaseContext {
  state: ExamState;
  released: boolean;
  /** §6: drugstore or international workplaces analyse locally (a lab analyst confirms). */
  localAnalysis: boolean;
  roles: readonly Role[];
  labAnalyst: boolean;
  /** §5: only the workplace that registered the exam may approve it. */
  registeredHere: boolean;
}

/** Who may confirm results: a lab analyst where analysis is local (§6 labAnalyst), else the analyst role. */
export function mayRelease(ctx: Pick<ReleaseContext, 'localAnalysis' | 'roles' | 'labAnalyst'>): boolean {
  return ctx.localAnalysis ? ctx.labAnalyst : ctx.roles.includes('analyst');
}

/** What decides whether a person of the workplace may release its results today. */
export interface ReleaserCandidate {
  roles: readonly Role[];
  labAnalyst: boolean;
  status: string;
  suspended: boolean;
}

/**
 * Who a ready result waits for: people of the workplace who may release (mayRelease), fully trained
 * (ACTIVE) and not suspended. They are told when a result becomes ready; the others are shown their names.
 */
export function isReleaser(person: ReleaserCandidate, localAnalysis: boolean): boolean {
  return (
    person.status === 'ACTIVE' &&
    !person.suspended &&
    mayRelease({ localAnalysis, roles: person.roles, labAnalyst: person.labAnalyst })
  );
}

/**
 * §2/§5/§6 release: a ready report, not yet released, confirmed by whom may release, in the workplace that
 * registered it. An invalid report or one waiting for recollect prints no result, so it is never released.
 */
export function canReleaseExam(ctx: ReleaseContext): Outcome {
  if (!ctx.registeredHere) return refuse('EXAM_APPROVAL_WRONG_WORKPLACE');
  if (!mayRelease(ctx)) return refuse('FORBIDDEN');
  if (ctx.state !== 'ready' || ctx.released) return refuse('INVALID_TRANSITION');
  return allow(true);
}

/** §4: rectify a released result, by whom may release it, in its own workplace; the user confirmed it. */
export function canRectifyExam(ctx: ReleaseContext & { confirmed: boolean }): Outcome {
  if (!ctx.registeredHere) return refuse('EXAM_APPROVAL_WRONG_WORKPLACE');
  if (!mayRelease(ctx)) return refuse('FORBIDDEN');
  if (ctx.state !== 'ready' || !ctx.released || !ctx.confirmed) return refuse('RECTIFY_NOT_ALLOWED');
  return allow(true);
}

/**
 * The problems of a rectify: analytes of the exam, each once, a value of the right kind; an invalid (-1)
 * reading is not a rectify (the exam would need a recollect).
 */
export function rectifyProblems(input: RectifyInput, analytes: readonly AnalyteRule[]): FieldError[] {
  const problems: FieldError[] = [];
  const byCode = new Map(analytes.map((a) => [a.code, a]));
  const seen = new Set<string>();
  input.analytes.forEach((given, i) => {
    const rule = byCode.get(given.code);
    if (!rule || seen.has(given.code)) {
      problems.push(fieldError(`analytes.${i}.code`, 'invalidOption'));
      return;
    }
    seen.add(given.code);
    const field = analyteField(given.code);
    if (given.value === '') problems.push(fieldError(field, 'required'));
    else if (rule.qualitative) {
      const value = parseQualitative(given.value);
      if (value === null) problems.push(fieldError(field, 'resultQualitative'));
      else if (value === -1) problems.push(fieldError(field, 'invalidOption'));
    } else if (normaliseDecimal(given.value) === null) problems.push(fieldError(field, 'resultDecimal'));
  });
  return problems;
}
