import { Button, Group, Stack, Text } from '@mantine/core';
import {
  CONSENT_LANGUAGE_LABELS,
  CONSENT_LANGUAGES,
  CONSENT_MESSAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_VERIFICATION_LABELS,
  type ConsentLanguage,
  instituteDate,
  type StudentDetailsRecord,
} from '@pragati/domain';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useConsentNotices } from '../api/consent-notice';
import { useRecordConsent } from '../api/record-consent';
import { ConsentFields } from './consent-fields';
import { CONSENT_PRINT_BODY_CLASS, ConsentFormPrint } from './consent-form-print';
import classes from './consent-print.module.css';
import {
  type ConsentErrors,
  consentBody,
  consentValuesOf,
  emptyConsent,
  type ConsentValues,
} from './consent-values';

/** The "Consent pending" marker: words, not colour alone. */
export function ConsentPendingBadge() {
  const m = useMsg();
  return <span className={classes.pending}>{m(CONSENT_MESSAGES.pending)}</span>;
}

type Props = { record: StudentDetailsRecord; role: 'admin' | 'principal' | 'student' };

/** The details' "Consent" section (issue 19 part 2): the status, the record, the form. */
export function ConsentSection({ record, role }: Props) {
  const t = useTranslations('studentRecords.consent');
  const m = useMsg();
  const staff = role !== 'student';
  const notices = useConsentNotices(staff);
  const save = useRecordConsent();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ConsentValues>(() =>
    emptyConsent(instituteDate(new Date())),
  );
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [printing, setPrinting] = useState<ConsentLanguage | null>(null);
  const recorded = record.consentRecord ?? null;

  useEffect(() => {
    const after = () => {
      setPrinting(null);
      document.body.classList.remove(CONSENT_PRINT_BODY_CLASS);
    };
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('afterprint', after);
      document.body.classList.remove(CONSENT_PRINT_BODY_CLASS);
    };
  }, []);

  const print = (language: ConsentLanguage) => {
    flushSync(() => setPrinting(language));
    document.body.classList.add(CONSENT_PRINT_BODY_CLASS);
    window.print();
  };

  const open = () => {
    setValues(recorded ? consentValuesOf(recorded) : emptyConsent(instituteDate(new Date())));
    setErrors({});
    setEditing(true);
  };

  const submit = () => {
    const result = consentBody(values, notices.data);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(result.first);
      return;
    }
    save.mutate(
      { regNo: record.regNo, body: result.body },
      {
        onSuccess: (answer) => {
          toast.success(answer.msg);
          setEditing(false);
        },
        onError: (error) => toast.error(t('error', { message: error.message })),
      },
    );
  };

  return (
    <section aria-labelledby="consent-heading" className="no-print">
      <h2 id="consent-heading">{t('heading')}</h2>
      {record.consent === 'pending' ? (
        <Text>
          <ConsentPendingBadge /> {t('pendingText')}
        </Text>
      ) : recorded ? (
        <dl data-testid="consent-record">
          <dt>{t('guardian')}</dt>
          <dd>
            {recorded.guardianName} ({recorded.relation}), {recorded.mobile}
          </dd>
          <dt>{t('addressTerm')}</dt>
          <dd>{recorded.address}</dd>
          <dt>{t('notice')}</dt>
          <dd>
            {t('noticeValue', {
              language: m(CONSENT_LANGUAGE_LABELS[recorded.noticeLanguage]),
              version: recorded.noticeVersion,
            })}
          </dd>
          <dt>{t('verified')}</dt>
          <dd>
            {t('verifiedValue', {
              way: m(CONSENT_VERIFICATION_LABELS[recorded.verifiedBy]),
              date: recorded.consentDate,
            })}
          </dd>
          <dt>{t('purposesAgreed')}</dt>
          <dd>{recorded.purposes.map((p) => m(CONSENT_PURPOSE_LABELS[p])).join('; ')}</dd>
        </dl>
      ) : (
        <Text>{t('recorded')}</Text>
      )}
      {staff && (
        <Group mt="sm">
          {role === 'admin' && !editing && (
            <Button onClick={open}>{recorded ? t('update') : t('record')}</Button>
          )}
          {CONSENT_LANGUAGES.map((language) => (
            <Button
              key={language}
              variant="default"
              disabled={!notices.data}
              onClick={() => print(language)}
            >
              {t('print', { language: m(CONSENT_LANGUAGE_LABELS[language]) })}
            </Button>
          ))}
        </Group>
      )}
      {editing && (
        <form
          noValidate
          aria-label={t('formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack mt="md">
            <ConsentFields
              idPrefix="details-consent"
              values={values}
              onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
              notices={notices.data}
              errors={errors}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {printing && notices.data && (
        <ConsentFormPrint
          notice={notices.data[printing]}
          studentName={record.name}
          regNo={record.regNo}
        />
      )}
    </section>
  );
}
