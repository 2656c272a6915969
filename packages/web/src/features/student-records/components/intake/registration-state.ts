import type { RegistrationField, RegistrationIssue } from '@pragati/domain';
import type { Draft } from './draft-storage';
import {
  addServerError,
  type ErrorState,
  flagIssues,
  NO_ERRORS,
  type ServerError,
} from './field-errors';
import {
  emptyRegistration,
  type IntakeInfo,
  type RegistrationValues,
  type TextGroupName,
} from './form-values';
import type { OptionalTab } from './optional-groups';

/*
 * The registration wizard's state (spec: Student Details Form) and its transitions, pure so each
 * is tested apart from the screen (the model: assessment/checklist/checklist-state.ts). The
 * screen only dispatches; what lies outside the state stays there: the draft in sessionStorage,
 * the toasts, the calls, focus and scrolling, the consent and added steps' own values.
 */

/** The steps' keys: `students.registration.steps.<key>` titles, `extra` the portal's own step. */
export type StepKey = 'required' | 'optional' | 'extra' | 'consent';

export type Created = { regNo: string; temporaryPassword: string };

export interface RegistrationState {
  steps: readonly StepKey[];
  /** Index into `steps`. */
  step: number;
  values: RegistrationValues;
  /** The optional step's open tab. */
  tab: OptionalTab;
  /** A draft was restored on opening: say so until closed. */
  showRestored: boolean;
  /** The "Confirm registration?" dialog is open. */
  confirming: boolean;
  /** The "discard the draft?" dialog is open. */
  discarding: boolean;
  /** The student just registered: the temporary password dialog shows it once. */
  created: Created | null;
  errors: ErrorState;
  /**
   * A step-1 field to focus once it is rendered (the wizard may be on another step when it is
   * asked for); `request` counts up, so asking for the same field again focuses it again.
   */
  focus: { field: RegistrationField; request: number } | null;
}

export type RegistrationAction =
  | { type: 'info'; patch: Partial<IntakeInfo> }
  | { type: 'group'; group: TextGroupName; key: string; value: string }
  | { type: 'placement'; patch: Partial<RegistrationValues['stdCred']> }
  | { type: 'go'; step: number }
  | { type: 'show-step'; key: StepKey }
  | { type: 'tab'; tab: OptionalTab }
  | { type: 'close-restored' }
  | { type: 'flag'; issues: readonly RegistrationIssue[]; field: RegistrationField }
  | { type: 'refuse'; error: ServerError }
  | { type: 'confirm' }
  | { type: 'close-confirm' }
  | { type: 'ask-discard' }
  | { type: 'close-discard' }
  | { type: 'reset' }
  | { type: 'registered'; created: Created }
  | { type: 'done' };

/** The steps in order: the portal's added step (the disability profile) before the consent. */
export function stepKeys(withExtra: boolean): StepKey[] {
  return withExtra
    ? ['required', 'optional', 'extra', 'consent']
    : ['required', 'optional', 'consent'];
}

export function initialRegistration(
  steps: readonly StepKey[],
  restored: Draft | null,
): RegistrationState {
  return {
    steps,
    step: Math.min(restored?.step ?? 0, steps.length - 1),
    values: restored?.values ?? emptyRegistration(),
    tab: 'info',
    showRestored: Boolean(restored),
    confirming: false,
    discarding: false,
    created: null,
    errors: NO_ERRORS,
    focus: null,
  };
}

export const currentStep = (state: RegistrationState): StepKey =>
  state.steps[state.step] ?? 'required';

/** Back to step 1 with `field` to be focused there. */
function showField(state: RegistrationState, field: RegistrationField): RegistrationState {
  return { ...state, step: 0, focus: { field, request: (state.focus?.request ?? 0) + 1 } };
}

/** The empty form on step 1 (after a registration or a discarded draft). */
function emptied(state: RegistrationState): RegistrationState {
  return {
    ...state,
    values: emptyRegistration(),
    step: 0,
    tab: 'info',
    showRestored: false,
    errors: NO_ERRORS,
  };
}

type Values = RegistrationValues;

function withValues(state: RegistrationState, change: (values: Values) => Values) {
  return { ...state, values: change(state.values) };
}

export function registrationReducer(
  state: RegistrationState,
  action: RegistrationAction,
): RegistrationState {
  switch (action.type) {
    case 'info':
      return withValues(state, (v) => ({ ...v, info: { ...v.info, ...action.patch } }));
    case 'group':
      return withValues(state, (v) => ({
        ...v,
        [action.group]: { ...v[action.group], [action.key]: action.value },
      }));
    case 'placement':
      return withValues(state, (v) => ({ ...v, stdCred: { ...v.stdCred, ...action.patch } }));
    case 'go':
      return { ...state, step: action.step };
    case 'show-step':
      return { ...state, step: state.steps.indexOf(action.key) };
    case 'tab':
      return { ...state, tab: action.tab };
    case 'close-restored':
      return { ...state, showRestored: false };
    case 'flag':
      return showField({ ...state, errors: flagIssues(state.errors, action.issues) }, action.field);
    case 'refuse':
      return showField(
        { ...state, errors: addServerError(state.errors, action.error) },
        action.error.field,
      );
    case 'confirm':
      return { ...state, confirming: true };
    case 'close-confirm':
      return { ...state, confirming: false };
    case 'ask-discard':
      return { ...state, discarding: true };
    case 'close-discard':
      return { ...state, discarding: false };
    case 'reset':
      return emptied({ ...state, discarding: false });
    case 'registered':
      return { ...emptied(state), created: action.created };
    case 'done':
      return { ...state, created: null };
  }
}
