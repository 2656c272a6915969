/**
 * A question-bank sheet as large as the upload guard lets through in practice (issue 26 item 2:
 * a 752 kB .xlsx), made of varied words so it compresses like a real one (about 6:1), not like
 * repeated text. Used by the sheet benchmark and by the test that keeps the server answering
 * while such a sheet is read.
 */
import {
  CATEGORIES,
  SECTIONS,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_HEADERS,
} from '@pragati/domain';
import ExcelJS from 'exceljs';

const WORDS = (
  'child can point name match sort colour shape picture object body part family member ' +
  'greet wait turn share ask help follow simple instruction wash hands brush teeth button ' +
  'shirt pour water fold paper count coins read write letter number day week cross road ' +
  'use spoon cup plate eat drink independently with support when asked by teacher at home'
).split(' ');
const HINDI = (
  'बच्चा पहचान नाम मिलान रंग आकार चित्र वस्तु शरीर अंग परिवार सदस्य नमस्ते प्रतीक्षा बारी ' +
  'साझा मदद पालन सरल निर्देश हाथ धोना दांत बटन कमीज पानी कागज गिनती सिक्के पढ़ना लिखना'
).split(' ');

/** A small deterministic generator, so a run can be repeated byte for byte. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function sentence(next: () => number, words: readonly string[], count: number): string {
  return Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ');
}

/** `rows` questions across every section and category, with English and Hindi text. */
export async function bigQuestionSheet(rows = 4900, seed = 26): Promise<Buffer> {
  const next = random(seed);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Section', 'Category', 'No', 'Question', 'Question (hi)']);
  const lists = SECTIONS.flatMap((section) =>
    CATEGORIES.map((category) => ({ section, category })),
  );
  const perList = Math.ceil(rows / lists.length);
  for (let i = 0; i < rows; i++) {
    const { section, category } = lists[Math.floor(i / perList)]!;
    sheet.addRow([
      section,
      category,
      (i % perList) + 1,
      `${sentence(next, WORDS, 30 + Math.floor(next() * 32))} (${i + 1})`,
      sentence(next, HINDI, 20 + Math.floor(next() * 28)),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `rows` new teachers in the upload layout (issue 26 item 2: teacher upload beside health). */
export async function bigTeacherSheet(rows = 1000, prefix = 'BT'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['TeacherId', 'Name', 'MobileNo', 'Email', 'ClassId']);
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([
      `${prefix}${i}`,
      `Teacher ${i}`,
      9000000000 + i,
      `${prefix}${i}@school.example`,
      '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `rows` new students in the import layout, every row valid (a 12-digit Aadhaar each). */
export async function bigStudentSheet(rows = 1000, prefix = 'BS'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(STUDENT_IMPORT_FIELDS.map((f) => STUDENT_IMPORT_HEADERS[f]));
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([
      `${prefix}-${i}`,
      `Student ${i}`,
      '2024-06-03',
      '2014-01-15',
      i % 2 ? 'Male' : 'Female',
      String(300000000000 + i * 7919),
      String(9100000000 + i),
      'Primary-I',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
