/**
 * Seeds the student-lists journey (issue 14 part 2) through the registration service: 30
 * students whose names hold "Devaki Lists" (more than one page of 25), one of them completed and
 * one left, so the journey can filter a name, page, sort, export and print by class; and two
 * with the longest number and name allowed (issue 26 item 8).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.js';
import type { Db } from '../../packages/server/src/db/client.js';
import { students } from '../../packages/server/src/db/schema/index.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { createStudentService } from '../../packages/server/src/modules/student-records/service.js';
import { LIST_STUDENTS, WIDE_STUDENTS } from './list-students.js';

export async function seedStudentLists(db: Db): Promise<void> {
  const config = loadConfig();
  const service = createStudentService(db, {
    cipher: createAadhaarCipher(
      await settleAadhaarKey(db, {
        dataDir: config.dataDir,
        envKey: config.aadhaarKey,
        log: () => undefined,
      }),
    ),
  });
  const everyone = [
    ...LIST_STUDENTS,
    ...WIDE_STUDENTS.map((s) => ({ ...s, status: 'active' as const })),
  ];
  for (const student of everyone) {
    await service.register(
      {
        formData: {
          details: {
            info: {
              regNo: student.regNo,
              regDate: '2024-06-10',
              dob: '2016-05-20',
              name: student.name,
              sex: 'female',
              information: 'Mother',
              education: 'None',
              refBy: 'District hospital',
              occupation: 'Student',
              aadharNo: student.aadhaar,
              paymentType: 'Free',
              mobileNo: '9876500042',
              purposeVisit: 'Assessment',
            },
          },
          stdCred: { section: 'primary1', year: '1' },
        },
      },
      { userId: 'e2e-seed', role: 'system' },
    );
    // Registration places in year 1; the journey's class is year 3 (see list-students.ts).
    await db
      .update(students)
      .set({ currYear: '3', status: student.status })
      .where(sql`${students.regNo} = ${student.regNo}`);
  }
}
