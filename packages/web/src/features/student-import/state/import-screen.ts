import {
  type Credential,
  type ImportProblem,
  importSection,
  importSex,
  type PendingStudentRow,
  groupDisplayName,
  SEX_LABELS,
  type StudentImportField,
  type StudentImportResponse,
  type StudentImportRowInput,
} from '@pragati/domain';
import { programmeStructureNow } from '../../../lib/programme-groups';

/*
 * The import screen's state (issue 14 part 5): the last upload's answer, the new accounts whose
 * passwords are on screen, the row being fixed (its form and the errors on its fields) and the
 * row about to be deleted.
 */

export type FixForm = {
  row: PendingStudentRow;
  values: StudentImportRowInput;
  /** One message per field; `row` for a reason of the whole row. */
  errors: Partial<Record<StudentImportField | 'row', string>>;
  /** Counts refusals: each one moves the focus to the first field in error, once. */
  attempt: number;
};

export type ImportScreenState = {
  result: StudentImportResponse | null;
  credentials: Credential[];
  fixing: FixForm | null;
  deleting: PendingStudentRow | null;
};

export type ImportScreenAction =
  | { type: 'uploaded'; result: StudentImportResponse }
  | { type: 'startFix'; row: PendingStudentRow }
  | { type: 'edit'; field: StudentImportField; value: string }
  | { type: 'refused'; problems: ImportProblem[] }
  | { type: 'registered'; credentials: Credential[] }
  | { type: 'cancelFix' }
  | { type: 'startDelete'; row: PendingStudentRow }
  | { type: 'endDelete' };

export const initialImportScreen: ImportScreenState = {
  result: null,
  credentials: [],
  fixing: null,
  deleting: null,
};

/** The first reason of each field: what the form shows under it. */
export function fieldErrors(problems: readonly ImportProblem[]): FixForm['errors'] {
  const errors: FixForm['errors'] = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  return errors;
}

/**
 * The form's starting values: the cells as typed, Sex and Class as the lists' labels when they
 * read as one, and the Aadhaar empty (the stored number is kept unless a new one is typed).
 */
export function fixValues(row: PendingStudentRow): StudentImportRowInput {
  const sex = importSex(row.sex);
  const structure = programmeStructureNow();
  const section = importSection(row.section, structure);
  return {
    regNo: row.regNo,
    name: row.name,
    regDate: row.regDate,
    dob: row.dob,
    sex: sex ? SEX_LABELS[sex] : '',
    aadharNo: '',
    mobileNo: row.mobileNo,
    section: section ? groupDisplayName(structure, section) : '',
  };
}

export function importScreenReducer(
  state: ImportScreenState,
  action: ImportScreenAction,
): ImportScreenState {
  switch (action.type) {
    case 'uploaded':
      return { ...state, result: action.result, credentials: action.result.credentials };
    case 'startFix':
      return {
        ...state,
        fixing: {
          row: action.row,
          values: fixValues(action.row),
          errors: fieldErrors(action.row.problems),
          attempt: 0,
        },
      };
    case 'edit': {
      if (!state.fixing) return state;
      const { [action.field]: _fixed, ...errors } = state.fixing.errors;
      return {
        ...state,
        fixing: {
          ...state.fixing,
          values: { ...state.fixing.values, [action.field]: action.value },
          errors,
        },
      };
    }
    case 'refused':
      return state.fixing
        ? {
            ...state,
            fixing: {
              ...state.fixing,
              errors: fieldErrors(action.problems),
              attempt: state.fixing.attempt + 1,
            },
          }
        : state;
    case 'registered':
      return {
        ...state,
        fixing: null,
        credentials: [...state.credentials, ...action.credentials],
      };
    case 'cancelFix':
      return { ...state, fixing: null };
    case 'startDelete':
      return { ...state, deleting: action.row };
    case 'endDelete':
      return { ...state, deleting: null };
  }
}
