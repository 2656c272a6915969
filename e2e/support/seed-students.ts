/**
 * Seeds the student portal (issue 5): E2E_USERS.student becomes a real student, registered
 * through the registration service with its known password, so its home and details have data.
 */
import { instituteDate, previousDay } from '@pragati/domain';
import type { Db } from '../../packages/server/src/db/client.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { createStudentService } from '../../packages/server/src/modules/student-records/service.js';
import { E2E_STUDENT, E2E_USERS } from './users.js';
import { recordSeedConsent } from './seed-consent.js';

export async function seedStudents(db: Db): Promise<void> {
  // The Entry term report asks the bank's items: load the sample first, as the server would.
  await loadSampleBankIfEmpty(db);
  const config = loadConfig();
  const students = createStudentService(db, {
    cipher: createAadhaarCipher(
      // The key the server will start with, created and recorded as the server does.
      await settleAadhaarKey(db, {
        dataDir: config.dataDir,
        envKey: config.aadhaarKey,
        log: () => undefined,
      }),
    ),
  });
  const user = E2E_USERS.student;
  await students.register(
    {
      formData: {
        details: {
          info: {
            regNo: user.userId,
            regDate: previousDay(previousDay(instituteDate(new Date()))),
            dob: '2016-08-15',
            name: E2E_STUDENT.name,
            sex: 'male',
            information: 'Father',
            education: 'Anganwadi',
            refBy: 'Primary health centre',
            occupation: 'None',
            aadharNo: E2E_STUDENT.aadhaar,
            paymentType: 'Free',
            mobileNo: '9822001100',
            purposeVisit: 'Assessment and training',
          },
          history: { birthCry: 'Normal', deliveryType: 'Normal' },
          familyHistory: { typeOfFamily: 'Nuclear' },
          presentingComplaints: { eatsSelf: 'With help', eatsSelfDuration: 'Since age 4' },
        },
        stdCred: { section: 'preprimary', year: '1' },
      },
    },
    { userId: 'e2e-seed', role: 'system' },
    { password: user.password },
  );
  // The guardian's consent is on record (issue 19), so the details print as the journeys expect.
  await recordSeedConsent(db, user.userId);
}
