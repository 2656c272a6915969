import type { AttendanceReason, RegisterResponse, SaveRegisterRequest } from '@pragati/domain';

/**
 * Today's register on screen (issue 31 part 1): the roll as read, who is marked absent (with an
 * optional reason) and the version the marks were read at. A pure reducer; the page dispatches.
 */
export type Absent = SaveRegisterRequest['absent'];
export type RegisterState = {
  view: RegisterResponse | null;
  /** Absent by lower-case regNo. */
  absent: Record<string, { regNo: string; reason?: AttendanceReason }>;
  version: number;
  /** Marks differ from what the server holds. */
  dirty: boolean;
};

export type RegisterAction =
  | { type: 'loaded'; view: RegisterResponse; kept?: { absent: Absent; version: number } | null }
  | { type: 'toggle'; regNo: string }
  | { type: 'reason'; regNo: string; reason: AttendanceReason | null }
  | { type: 'saved'; view: RegisterResponse };

export const initialRegister: RegisterState = { view: null, absent: {}, version: 0, dirty: false };

const byKey = (absent: Absent) => Object.fromEntries(absent.map((a) => [a.regNo.toLowerCase(), a]));

const fromView = (view: RegisterResponse): Absent =>
  view.students
    .filter((s) => !s.present)
    .map((s) => ({ regNo: s.regNo, ...(s.reason ? { reason: s.reason } : {}) }));

export function registerReducer(state: RegisterState, action: RegisterAction): RegisterState {
  switch (action.type) {
    case 'loaded':
    case 'saved': {
      const kept = action.type === 'loaded' ? action.kept : null;
      return {
        view: action.view,
        absent: byKey(kept ? kept.absent : fromView(action.view)),
        version: kept ? kept.version : action.view.version,
        dirty: Boolean(kept),
      };
    }
    case 'toggle': {
      const key = action.regNo.toLowerCase();
      const absent = { ...state.absent };
      if (absent[key]) delete absent[key];
      else absent[key] = { regNo: action.regNo };
      return { ...state, absent, dirty: true };
    }
    case 'reason': {
      const key = action.regNo.toLowerCase();
      if (!state.absent[key]) return state;
      const { regNo } = state.absent[key];
      const entry = action.reason ? { regNo, reason: action.reason } : { regNo };
      return { ...state, absent: { ...state.absent, [key]: entry }, dirty: true };
    }
  }
}

/** The save's body: the absent in roll order, at the version read. */
export function registerBody(state: RegisterState): SaveRegisterRequest {
  const order = state.view?.students.map((s) => s.regNo.toLowerCase()) ?? [];
  const absent = Object.entries(state.absent)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([, entry]) => entry);
  return { absent, version: state.version };
}
