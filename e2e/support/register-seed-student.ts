/**
 * Registers a journey's student through the students service, as the API's registration does
 * (same rules, Aadhaar encryption, login account), with a known password. Registration places a
 * student in year 1 of the section; a seed that needs another year moves the student after.
 */
import type { Section, StudentRegistration } from '@pragati/domain';
import { loadConfig } from '../../packages/server/src/config.js';
import type { Db } from '../../packages/server/src/db/client.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { createStudentService } from '../../packages/server/src/modules/student-records/service.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;

export type SeedStudent = {
  regNo: string;
  name: string;
  sex: 'male' | 'female';
  regDate: string;
  dob: string;
  aadhaar: string;
  password: string;
  section: Section;
  informant: string;
  refBy: string;
};

export async function registerSeedStudent(db: Db, s: SeedStudent): Promise<void> {
  const config = loadConfig();
  const students = createStudentService(db, {
    cipher: createAadhaarCipher(
      await settleAadhaarKey(db, {
        dataDir: config.dataDir,
        envKey: config.aadhaarKey,
        log: () => undefined,
      }),
    ),
  });
  const registration = {
    formData: {
      details: {
        info: {
          regNo: s.regNo,
          regDate: s.regDate,
          dob: s.dob,
          name: s.name,
          sex: s.sex,
          information: s.informant,
          education: 'None',
          refBy: s.refBy,
          occupation: 'Student',
          aadharNo: s.aadhaar,
          paymentType: 'Free',
          mobileNo: '9876500091',
          purposeVisit: 'Assessment',
        },
        presentingComplaints: {},
        history: {},
        familyHistory: {},
        developmentHistory: {},
      },
      stdCred: { section: s.section, year: '1' },
    },
  } as unknown as StudentRegistration;
  await students.register(registration, SEED_ACTOR, { password: s.password });
}
