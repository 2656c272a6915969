import { z } from 'zod';
import { isIsoDate } from '../shared/calendar.js';
import { dateInRange, multiLineText, singleLineText } from '../shared/text.js';

/*
 * Guardian consent (DPDP Act 2023 s.5, s.9; issue 19 parts 1-2, decisions §15). The notice is data:
 * one series of versions per language, never edited in place. A student's consent names the
 * notice version the guardian was shown; without one the student's consent is pending.
 */

export const CONSENT_LANGUAGES = ['en', 'hi'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];
export const CONSENT_LANGUAGE_LABELS: Record<ConsentLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
};

/** The purposes the notice asks consent for, in its order. */
export const CONSENT_PURPOSES = ['assessment', 'historyReports', 'statutoryRecords'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  assessment: 'Assessment and programme planning',
  historyReports: 'History reports',
  statutoryRecords: 'Statutory records',
};

export const CONSENT_VERIFICATIONS = ['signed_form', 'in_person'] as const;
export type ConsentVerification = (typeof CONSENT_VERIFICATIONS)[number];
export const CONSENT_VERIFICATION_LABELS: Record<ConsentVerification, string> = {
  signed_form: 'Signed form',
  in_person: 'In person',
};

export const CONSENT_STATUSES = ['recorded', 'pending'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_MESSAGES = {
  noticeSaved: (language: ConsentLanguage, version: number) =>
    `Version ${version} of the ${CONSENT_LANGUAGE_LABELS[language]} notice has been saved.`,
  recorded: (regNo: string) => `The guardian's consent for ${regNo} has been recorded.`,
  updated: (regNo: string) => `The guardian's consent for ${regNo} has been updated.`,
  pending: 'Consent pending',
  /** Decisions §15: the details of a student without consent are not printed or exported. */
  recordFirst: "Record the guardian's consent first.",
  /** The history screen's "Print full record", held the same way (decisions §15). */
  fullRecordHeld: "The full record can be printed once the guardian's consent is recorded.",
  language: 'Choose the language of the notice: English or Hindi.',
  unknownNotice: 'That notice version does not exist. Reload the page and try again.',
  verifiedBy: 'Choose how the consent was verified: signed form or in person.',
  purposes: 'Choose at least one purpose the guardian agreed to.',
  purpose: 'Choose purposes from the notice.',
  futureDate: 'The date of consent cannot be in the future.',
  notADate: 'The date of consent is not a date on the calendar. Enter it as YYYY-MM-DD.',
  dataGroups: 'List at least one group of data.',
  mobile: "The guardian's mobile number must be 10 digits.",
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

const line = (label: string, max: number) =>
  z
    .string({ error: CONSENT_MESSAGES.required(label) })
    .trim()
    .min(1, CONSENT_MESSAGES.required(label))
    .max(max, CONSENT_MESSAGES.tooLong(label, max))
    .check(singleLineText(label));
const para = (label: string, max: number) =>
  z
    .string({ error: CONSENT_MESSAGES.required(label) })
    .trim()
    .min(1, CONSENT_MESSAGES.required(label))
    .max(max, CONSENT_MESSAGES.tooLong(label, max))
    .check(multiLineText(label));

/** What a notice says, in one language: the data it covers and what it is used for. */
export const consentNoticeContentSchema = z.object({
  title: line('Title', 200),
  intro: para('Introduction', 4000),
  dataGroups: z
    .array(line('Data group', 300), { error: CONSENT_MESSAGES.dataGroups })
    .min(1, CONSENT_MESSAGES.dataGroups)
    .max(30),
  purposes: z.object({
    assessment: para('Purpose: assessment and programme planning', 1000),
    historyReports: para('Purpose: history reports', 1000),
    statutoryRecords: para('Purpose: statutory records', 1000),
  }),
  rights: para('Rights and contact', 4000),
});
export type ConsentNoticeContent = z.infer<typeof consentNoticeContentSchema>;

/** POST /admin/consent-notice: a new version of one language's notice. */
export const newConsentNoticeBodySchema = consentNoticeContentSchema.extend({
  language: z.enum(CONSENT_LANGUAGES, { error: CONSENT_MESSAGES.language }),
});
export type NewConsentNoticeBody = z.infer<typeof newConsentNoticeBodySchema>;

export const consentNoticeSchema = consentNoticeContentSchema.extend({
  language: z.enum(CONSENT_LANGUAGES),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ConsentNotice = z.infer<typeof consentNoticeSchema>;

/** GET /admin/consent-notice: the current version of each language. */
export const consentNoticesResponseSchema = z.object({
  en: consentNoticeSchema,
  hi: consentNoticeSchema,
});
export type ConsentNoticesResponse = z.infer<typeof consentNoticesResponseSchema>;

export const consentNoticeSavedSchema = z.object({ msg: z.string(), notice: consentNoticeSchema });
export type ConsentNoticeSaved = z.infer<typeof consentNoticeSavedSchema>;

/** POST /admin/students/:regNo/consent: the guardian and how they consented. */
export const recordConsentBodySchema = z.object({
  guardianName: line("Guardian's name", 120),
  relation: line('Relation to the student', 60),
  mobile: z
    .string({ error: CONSENT_MESSAGES.mobile })
    .trim()
    .regex(/^\d{10}$/, CONSENT_MESSAGES.mobile),
  address: para("Guardian's address", 500),
  noticeLanguage: z.enum(CONSENT_LANGUAGES, { error: CONSENT_MESSAGES.language }),
  noticeVersion: z
    .number({ error: CONSENT_MESSAGES.unknownNotice })
    .int(CONSENT_MESSAGES.unknownNotice)
    .min(1, CONSENT_MESSAGES.unknownNotice)
    .max(1_000_000, CONSENT_MESSAGES.unknownNotice),
  verifiedBy: z.enum(CONSENT_VERIFICATIONS, { error: CONSENT_MESSAGES.verifiedBy }),
  consentDate: z
    .string({ error: CONSENT_MESSAGES.required('Date of consent') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, CONSENT_MESSAGES.required('Date of consent'))
    // A well-formed but impossible day (2026-02-30) reached the database's date column as a 500.
    .refine(isIsoDate, CONSENT_MESSAGES.notADate)
    .check(dateInRange('Date of consent')),
  purposes: z
    .array(z.enum(CONSENT_PURPOSES, { error: CONSENT_MESSAGES.purpose }), {
      error: CONSENT_MESSAGES.purposes,
    })
    .min(1, CONSENT_MESSAGES.purposes)
    .max(CONSENT_PURPOSES.length, CONSENT_MESSAGES.purpose)
    .refine((list) => new Set(list).size === list.length, CONSENT_MESSAGES.purpose),
});
export type RecordConsentBody = z.infer<typeof recordConsentBodySchema>;

/** A recorded consent, as the details record and the student's own data file carry it. */
export const consentRecordSchema = recordConsentBodySchema.extend({
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const recordConsentResponseSchema = z.object({
  msg: z.string(),
  consent: consentRecordSchema,
});
export type RecordConsentResponse = z.infer<typeof recordConsentResponseSchema>;

/** The institute's first notice, saved as version 1 of each language when none is stored. */
export const FIRST_CONSENT_NOTICES: Record<ConsentLanguage, ConsentNoticeContent> = {
  en: {
    title: 'Notice and consent for the personal data of your child',
    intro:
      'The institute keeps information about your child so that we can teach and support them well. The law (Digital Personal Data Protection Act, 2023) says we may do this only after telling you what we keep and why, and only with your consent as parent or guardian.',
    dataGroups: [
      'Identity: name, registration number, date of birth, sex, Aadhaar number (kept locked and shown only in part)',
      'Contact: mobile number, informant, referred by, education and occupation',
      'Reasons for the visit and earlier consultations and treatment',
      'Presenting complaints and their duration',
      'Health history, family history and developmental history',
      'Assessments: checklist answers, term and year results and teachers’ comments',
      'Guardian: name, relation, mobile number and address',
    ],
    purposes: {
      assessment:
        'To assess your child and plan their programme: the checklists each term, the results and the goals.',
      historyReports:
        'To prepare history reports of your child’s progress over the years, for you and for the staff who teach your child.',
      statutoryRecords:
        'To keep the records that the law and government schemes ask a special education institute to keep.',
    },
    rights:
      'Only the institute’s staff see this information, each only as far as their work needs. You may see everything we hold, ask for a correction, and withdraw consent or ask for erasure when your child leaves. For any complaint, contact the grievance officer named at the office and in the student portal.',
  },
  hi: {
    title: 'आपके बच्चे की व्यक्तिगत जानकारी के लिए सूचना और सहमति',
    intro:
      'संस्थान आपके बच्चे की जानकारी इसलिए रखता है ताकि हम उसे अच्छी तरह पढ़ा सकें और उसकी मदद कर सकें। कानून (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023) के अनुसार हम यह तभी कर सकते हैं जब हम आपको बताएँ कि हम क्या रखते हैं और क्यों, और माता-पिता या अभिभावक के रूप में आप सहमति दें।',
    dataGroups: [
      'पहचान: नाम, पंजीकरण संख्या, जन्म तिथि, लिंग, आधार संख्या (सुरक्षित रखी जाती है और केवल आंशिक रूप से दिखाई जाती है)',
      'संपर्क: मोबाइल नंबर, जानकारी देने वाले, किसके द्वारा भेजा गया, शिक्षा और व्यवसाय',
      'आने का कारण और पहले का परामर्श और इलाज',
      'मुख्य शिकायतें और उनकी अवधि',
      'स्वास्थ्य का इतिहास, परिवार का इतिहास और विकास का इतिहास',
      'मूल्यांकन: चेकलिस्ट के उत्तर, सत्र और वर्ष के परिणाम और शिक्षकों की टिप्पणियाँ',
      'अभिभावक: नाम, संबंध, मोबाइल नंबर और पता',
    ],
    purposes: {
      assessment:
        'आपके बच्चे का मूल्यांकन करने और उसका कार्यक्रम बनाने के लिए: हर सत्र की चेकलिस्ट, परिणाम और लक्ष्य।',
      historyReports:
        'वर्षों में आपके बच्चे की प्रगति की इतिहास रिपोर्ट बनाने के लिए, आपके लिए और बच्चे को पढ़ाने वाले कर्मचारियों के लिए।',
      statutoryRecords:
        'वे रिकॉर्ड रखने के लिए जो कानून और सरकारी योजनाएँ किसी विशेष शिक्षा संस्थान से रखवाती हैं।',
    },
    rights:
      'यह जानकारी केवल संस्थान के कर्मचारी देखते हैं, और हर कोई उतनी ही जितनी उसके काम के लिए ज़रूरी है। आप हमारे पास रखी पूरी जानकारी देख सकते हैं, सुधार के लिए कह सकते हैं, और बच्चे के संस्थान छोड़ने पर सहमति वापस ले सकते हैं या जानकारी मिटाने के लिए कह सकते हैं। किसी भी शिकायत के लिए कार्यालय और छात्र पोर्टल में बताए गए शिकायत अधिकारी से संपर्क करें।',
  },
};

/** Whether a consent date is after the institute's today (`YYYY-MM-DD` compares as text). */
export const isFutureConsentDate = (date: string, today: string) => date > today;
