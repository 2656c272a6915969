import {
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  groupKeys,
  HISTORY_GROUPS,
  PRESENTING_COMPLAINTS,
  type StudentDetailsRecord,
  type StudentListItem,
} from '@pragati/domain';

const group = (keys: readonly string[], values: Record<string, string> = {}) => ({
  ...Object.fromEntries(keys.map((k) => [k, ''])),
  ...values,
});

/** A details record as the server answers it, for the web tests. */
export function detailsRecord(overrides: Partial<StudentDetailsRecord> = {}): StudentDetailsRecord {
  return {
    _id: '1',
    regNo: 'PR-1',
    name: 'Asha Kumar',
    currSection: 'preprimary',
    currYear: '1',
    currTerm: 'Entry',
    classId: 'preprimary_1',
    status: 'active',
    info: {
      regNo: 'PR-1',
      regDate: '2024-06-03',
      dob: '2016-02-29',
      name: 'Asha Kumar',
      sex: 'female',
      information: 'Mother',
      education: '',
      refBy: 'District hospital',
      occupation: '',
      aadharNo: 'XXXX XXXX 1234',
      paymentType: 'Free',
      mobileNo: '9876543210',
      purposeVisit: 'Assessment',
      previousConsultationAndTreatement: true,
      isYesNatureOfConsultations: 'Paediatrician',
      treatmentUnderGone: false,
      typeOfTreatment: '',
      therapeutic: '',
      historyOfPresentCondition: [{ description: 'Delayed speech' }],
    },
    presentingComplaints: group(
      PRESENTING_COMPLAINTS.flatMap((c) => [c.key, durationKey(c.key)]),
      { eatsSelf: 'At 3 years', eatsSelfDuration: '2 years' },
    ),
    // `irradiation`: a key only the original client's form had (intake-fields-original.md).
    history: group(groupKeys(HISTORY_GROUPS), {
      birthCry: 'Delayed',
      irradiation: 'None reported',
    }),
    familyHistory: group(groupKeys(FAMILY_HISTORY_GROUPS), { typeOfFamily: 'Joint' }),
    developmentHistory: group(groupKeys(DEVELOPMENT_HISTORY_GROUPS)),
    ...overrides,
  };
}

export function listRow(i: number, overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    _id: String(i),
    regNo: `PR-${i}`,
    name: `Student ${i}`,
    currYear: '1',
    currTerm: 'Entry',
    classId: 'preprimary_1',
    status: 'active',
    ...overrides,
  };
}
