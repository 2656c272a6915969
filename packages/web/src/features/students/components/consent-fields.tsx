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
import type { ConsentErrors, ConsentValues } from './consent-values';

export type ConsentFieldsProps = {
  values: ConsentValues;
  onChange: (patch: Partial<ConsentValues>) => void;
  notices: ConsentNoticesResponse | undefined;
  errors: ConsentErrors;
  /** Ids unique on the screen (the fields' ids start with it). */
  idPrefix: string;
};

/** The guardian and how they consented (issue 19 part 2), for the wizard and the details. */
export function ConsentFields({ values, onChange, notices, errors, idPrefix }: ConsentFieldsProps) {
  const notice = notices?.[values.noticeLanguage];
  return (
    <Stack gap="md">
      <TextInput
        id={`${idPrefix}-guardianName`}
        label="Guardian's name"
        value={values.guardianName}
        error={errors.guardianName}
        autoComplete="off"
        onChange={(e) => onChange({ guardianName: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-relation`}
        label="Relation to the student"
        description="For example: mother, father, legal guardian"
        value={values.relation}
        error={errors.relation}
        onChange={(e) => onChange({ relation: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-mobile`}
        label="Guardian's mobile number"
        inputMode="numeric"
        value={values.mobile}
        error={errors.mobile}
        autoComplete="off"
        onChange={(e) => onChange({ mobile: e.currentTarget.value })}
      />
      <Textarea
        id={`${idPrefix}-address`}
        label="Guardian's address"
        autosize
        minRows={2}
        value={values.address}
        error={errors.address}
        onChange={(e) => onChange({ address: e.currentTarget.value })}
      />
      <Radio.Group
        label="Language of the notice shown to the guardian"
        value={values.noticeLanguage}
        error={errors.noticeLanguage ?? errors.noticeVersion}
        onChange={(value) => onChange({ noticeLanguage: value as ConsentValues['noticeLanguage'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_LANGUAGES.map((language) => (
            <Radio key={language} value={language} label={CONSENT_LANGUAGE_LABELS[language]} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" data-testid={`${idPrefix}-notice-version`}>
        {notice
          ? `Notice shown: ${CONSENT_LANGUAGE_LABELS[notice.language]}, version ${notice.version} (“${notice.title}”).`
          : 'Loading the notice...'}
      </Text>
      <Radio.Group
        label="How the consent was verified"
        value={values.verifiedBy}
        error={errors.verifiedBy}
        onChange={(value) => onChange({ verifiedBy: value as ConsentValues['verifiedBy'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_VERIFICATIONS.map((way) => (
            <Radio key={way} value={way} label={CONSENT_VERIFICATION_LABELS[way]} />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        id={`${idPrefix}-consentDate`}
        type="date"
        label="Date of consent"
        value={values.consentDate}
        error={errors.consentDate}
        onChange={(e) => onChange({ consentDate: e.currentTarget.value })}
      />
      <Checkbox.Group
        label="Purposes the guardian agreed to"
        value={values.purposes}
        error={errors.purposes}
        onChange={(value) => onChange({ purposes: value as ConsentValues['purposes'] })}
      >
        <Stack gap="xs" mt="xs">
          {CONSENT_PURPOSES.map((purpose) => (
            <Checkbox
              key={purpose}
              value={purpose}
              label={CONSENT_PURPOSE_LABELS[purpose]}
              description={notice?.purposes[purpose]}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
