import { CONSENT_PURPOSES, type ConsentNotice } from '@pragati/domain';
import { createPortal } from 'react-dom';
import { getBranding } from '../../../lib/branding';
import classes from './consent-print.module.css';

/** The body class that switches printing from the screen to the consent form. */
export const CONSENT_PRINT_BODY_CLASS = 'print-consent-form';

const LABELS = {
  en: {
    student: 'Student',
    regNo: 'Registration number',
    data: 'The information we keep',
    purposes: 'What it is used for (tick what you agree to)',
    rights: 'Your rights',
    version: 'Notice version',
    signature: 'Signature of the parent or guardian',
    name: 'Name of the parent or guardian',
    relation: 'Relation to the student',
    date: 'Date',
    staff: 'Signature of the institute staff',
  },
  hi: {
    student: 'विद्यार्थी',
    regNo: 'पंजीकरण संख्या',
    data: 'हम कौन-सी जानकारी रखते हैं',
    purposes: 'इसका उपयोग किसलिए होता है (जिससे आप सहमत हैं, उस पर निशान लगाएँ)',
    rights: 'आपके अधिकार',
    version: 'सूचना का संस्करण',
    signature: 'माता-पिता या अभिभावक के हस्ताक्षर',
    name: 'माता-पिता या अभिभावक का नाम',
    relation: 'विद्यार्थी से संबंध',
    date: 'तारीख',
    staff: 'संस्थान के कर्मचारी के हस्ताक्षर',
  },
} as const;

/**
 * The notice printed as a consent form (issue 19 part 1) with the student's name and lines for
 * the guardian's signature, in the notice's language. Rendered beside the app (a portal) and
 * shown only while printing it.
 */
export function ConsentFormPrint({
  notice,
  studentName,
  regNo,
}: {
  notice: ConsentNotice;
  studentName: string;
  regNo: string;
}) {
  const branding = getBranding();
  const t = LABELS[notice.language];
  return createPortal(
    <div className={classes.form} lang={notice.language} data-testid="consent-form-print">
      <header className={classes.header}>
        <p>
          <strong>{branding.name}</strong>
        </p>
        {branding.address && <p>{branding.address}</p>}
      </header>
      <h2>{notice.title}</h2>
      <p>
        {t.student}: <strong>{studentName}</strong> · {t.regNo}: {regNo}
      </p>
      <p>{notice.intro}</p>
      <h3>{t.data}</h3>
      <ul>
        {notice.dataGroups.map((group) => (
          <li key={group}>{group}</li>
        ))}
      </ul>
      <h3>{t.purposes}</h3>
      <ul>
        {CONSENT_PURPOSES.map((purpose) => (
          <li key={purpose}>☐ {notice.purposes[purpose]}</li>
        ))}
      </ul>
      <h3>{t.rights}</h3>
      <p>{notice.rights}</p>
      <p>
        {t.version}: {notice.language.toUpperCase()}-{notice.version}
      </p>
      <div className={classes.signatures}>
        <p className={classes.line}>{t.name}</p>
        <p className={classes.line}>{t.relation}</p>
        <p className={classes.line}>{t.signature}</p>
        <p className={classes.line}>{t.date}</p>
        <p className={classes.line}>{t.staff}</p>
      </div>
    </div>,
    document.body,
  );
}
