import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_LANGUAGE_LABELS,
  CONSENT_LANGUAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_VERIFICATION_LABELS,
  CONSENT_VERIFICATIONS,
  type ConsentNoticesResponse,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import type { ConsentErrors, ConsentValues } from './consent-values';

export type GuardianValues = Pick<
  ConsentValues,
  'guardianName' | 'relation' | 'mobile' | 'address'
>;
export type SharedConsentValues = Omit<ConsentValues, keyof GuardianValues>;

type PartProps<V> = {
  values: V;
  onChange: (patch: Partial<V>) => void;
  errors: ConsentErrors;
  /** Ids unique on the screen (the fields' ids start with it). */
  idPrefix: string;
};

/** The schema's English message, in the user's language. */
function useFieldError(errors: ConsentErrors) {
  const m = useMsg();
  return (field: keyof ConsentErrors) => {
    const text = errors[field];
    return text && m(text);
  };
}

/** Who signed: one per student, also on the bulk screen's each form (issue 26 item 13). */
export function GuardianFields({ values, onChange, errors, idPrefix }: PartProps<GuardianValues>) {
  const t = useTranslations('studentRecords.consent');
  const error = useFieldError(errors);
  return (
    <>
      <TextInput
        id={`${idPrefix}-guardianName`}
        label={t('guardianName')}
        value={values.guardianName}
        error={error('guardianName')}
        autoComplete="off"
        onChange={(e) => onChange({ guardianName: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-relation`}
        label={t('relation')}
        description={t('relationExample')}
        value={values.relation}
        error={error('relation')}
        onChange={(e) => onChange({ relation: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-mobile`}
        label={t('mobile')}
        inputMode="numeric"
        value={values.mobile}
        error={error('mobile')}
        autoComplete="off"
        onChange={(e) => onChange({ mobile: e.currentTarget.value })}
      />
      <Textarea
        id={`${idPrefix}-address`}
        label={t('address')}
        autosize
        minRows={2}
        value={values.address}
        error={error('address')}
        onChange={(e) => onChange({ address: e.currentTarget.value })}
      />
    </>
  );
}

/** The notice shown, how it was verified, when, and what for: given once on the bulk screen. */
export function SharedConsentFields({
  values,
  onChange,
  notices,
  errors,
  idPrefix,
}: PartProps<SharedConsentValues> & { notices: ConsentNoticesResponse | undefined }) {
  const t = useTranslations('studentRecords.consent');
  const m = useMsg();
  const error = useFieldError(errors);
  const notice = notices?.[values.noticeLanguage];
  return (
    <>
      <Radio.Group
        label={t('noticeLanguage')}
        value={values.noticeLanguage}
        error={error('noticeLanguage') ?? error('noticeVersion')}
        onChange={(value) => onChange({ noticeLanguage: value as ConsentValues['noticeLanguage'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_LANGUAGES.map((language) => (
            <Radio key={language} value={language} label={m(CONSENT_LANGUAGE_LABELS[language])} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" data-testid={`${idPrefix}-notice-version`}>
        {notice
          ? t('noticeShown', {
              language: m(CONSENT_LANGUAGE_LABELS[notice.language]),
              version: notice.version,
              title: notice.title,
            })
          : t('loadingNotice')}
      </Text>
      <Radio.Group
        label={t('verifiedBy')}
        value={values.verifiedBy}
        error={error('verifiedBy')}
        onChange={(value) => onChange({ verifiedBy: value as ConsentValues['verifiedBy'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_VERIFICATIONS.map((way) => (
            <Radio key={way} value={way} label={m(CONSENT_VERIFICATION_LABELS[way])} />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        id={`${idPrefix}-consentDate`}
        type="date"
        label={t('consentDate')}
        value={values.consentDate}
        error={error('consentDate')}
        onChange={(e) => onChange({ consentDate: e.currentTarget.value })}
      />
      <Checkbox.Group
        label={t('purposes')}
        value={values.purposes}
        error={error('purposes')}
        onChange={(value) => onChange({ purposes: value as ConsentValues['purposes'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_PURPOSES.map((purpose) => (
            <Checkbox
              key={purpose}
              value={purpose}
              label={m(CONSENT_PURPOSE_LABELS[purpose])}
              description={notice?.purposes[purpose]}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}

export type ConsentFieldsProps = PartProps<ConsentValues> & {
  notices: ConsentNoticesResponse | undefined;
};

/** The guardian and how they consented (issue 19 part 2), for the wizard and the details. */
export function ConsentFields({ values, onChange, notices, errors, idPrefix }: ConsentFieldsProps) {
  return (
    <Stack gap="md">
      <GuardianFields values={values} onChange={onChange} errors={errors} idPrefix={idPrefix} />
      <SharedConsentFields
        values={values}
        onChange={onChange}
        notices={notices}
        errors={errors}
        idPrefix={idPrefix}
      />
    </Stack>
  );
}
