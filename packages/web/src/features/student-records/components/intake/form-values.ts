import {
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  groupKeys,
  HISTORY_GROUPS,
  PRESENTING_COMPLAINTS,
  type StudentDetails,
  type StudentDetailsRecord,
  type StudentRegistration,
} from '@pragati/domain';

/*
 * The intake form's values, as the registration payload has them (spec section 3): the same
 * shape serves the registration wizard, its draft and the admin edit.
 */

export type IntakeInfo = {
  regNo: string;
  regDate: string;
  dob: string;
  name: string;
  sex: string;
  information: string;
  education: string;
  refBy: string;
  occupation: string;
  aadharNo: string;
  paymentType: string;
  mobileNo: string;
  purposeVisit: string;
  previousConsultationAndTreatement: boolean;
  isYesNatureOfConsultations: string;
  treatmentUnderGone: boolean;
  typeOfTreatment: string;
  therapeutic: string;
  historyOfPresentCondition: { description: string }[];
};

export type TextGroupName =
  'presentingComplaints' | 'history' | 'familyHistory' | 'developmentHistory';

export type IntakeValues = { info: IntakeInfo } & Record<TextGroupName, Record<string, string>>;

export type RegistrationValues = IntakeValues & { stdCred: { section: string; year: string } };

const emptyGroup = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '']));

export const GROUP_KEYS: Record<TextGroupName, readonly string[]> = {
  presentingComplaints: PRESENTING_COMPLAINTS.flatMap((c) => [c.key, durationKey(c.key)]),
  history: groupKeys(HISTORY_GROUPS),
  familyHistory: groupKeys(FAMILY_HISTORY_GROUPS),
  developmentHistory: groupKeys(DEVELOPMENT_HISTORY_GROUPS),
};

export function emptyIntake(): IntakeValues {
  return {
    info: {
      regNo: '',
      regDate: '',
      dob: '',
      name: '',
      sex: '',
      information: '',
      education: '',
      refBy: '',
      occupation: '',
      aadharNo: '',
      paymentType: '',
      mobileNo: '',
      purposeVisit: '',
      previousConsultationAndTreatement: false,
      isYesNatureOfConsultations: '',
      treatmentUnderGone: false,
      typeOfTreatment: '',
      therapeutic: '',
      historyOfPresentCondition: [],
    },
    presentingComplaints: emptyGroup(GROUP_KEYS.presentingComplaints),
    history: emptyGroup(GROUP_KEYS.history),
    familyHistory: emptyGroup(GROUP_KEYS.familyHistory),
    developmentHistory: emptyGroup(GROUP_KEYS.developmentHistory),
  };
}

/** Spec section 3: stdCred defaults to no class and year '1'. */
export function emptyRegistration(): RegistrationValues {
  return { ...emptyIntake(), stdCred: { section: '', year: '1' } };
}

/** The form's values from a details record; the Aadhaar field starts empty (keep the number). */
export function intakeFromRecord(record: StudentDetailsRecord): IntakeValues {
  const empty = emptyIntake();
  const group = (name: TextGroupName) => ({ ...empty[name], ...record[name] });
  return {
    info: { ...empty.info, ...record.info, aadharNo: '' },
    presentingComplaints: group('presentingComplaints'),
    history: group('history'),
    familyHistory: group('familyHistory'),
    developmentHistory: group('developmentHistory'),
  };
}

export function detailsPayload(values: IntakeValues): StudentDetails {
  return {
    info: values.info as StudentDetails['info'],
    presentingComplaints: values.presentingComplaints,
    history: values.history,
    familyHistory: values.familyHistory,
    developmentHistory: values.developmentHistory,
  };
}

/** `POST /admin/registerStudent` body: `{ formData: { details, stdCred } }`. */
export function registrationPayload(values: RegistrationValues): StudentRegistration {
  return {
    formData: {
      details: detailsPayload(values),
      stdCred: values.stdCred as StudentRegistration['formData']['stdCred'],
    },
  };
}

/** Whether anything was entered (year '1' is the default, not input). */
export function hasInput(values: RegistrationValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(emptyRegistration());
}
