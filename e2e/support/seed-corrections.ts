/**
 * Seeds the correction-request journey (issue 19 part 4): one student registered through the
 * students service (the same rules and account as the API's registration), with a known
 * password, and no request yet: the journey asks for them.
 */
import type { StudentRegistration } from '@pragati/domain';
import { loadConfig } from '../../packages/server/src/config.js';
import type { Db } from '../../packages/server/src/db/client.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { createStudentService } from '../../packages/server/src/modules/students/service.js';
import { CORRECTION_STUDENT as S } from './correction-users.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;

export async function seedCorrections(db: Db): Promise<void> {
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
  const body = {
    formData: {
      details: {
        info: {
          regNo: S.userId,
          regDate: '2024-06-10',
          dob: S.dob,
          name: S.name,
          sex: 'female',
          information: 'Mother',
          education: 'None',
          refBy: 'District hospital',
          occupation: 'Student',
          aadharNo: S.aadhaar,
          paymentType: 'Free',
          mobileNo: '9876500091',
          purposeVisit: 'Assessment',
        },
        presentingComplaints: {},
        history: {},
        familyHistory: {},
        developmentHistory: {},
      },
      stdCred: { section: 'preprimary', year: '1' },
    },
  } as unknown as StudentRegistration;
  await students.register(body, SEED_ACTOR, { password: S.password });
}
