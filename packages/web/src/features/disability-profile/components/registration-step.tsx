import { NativeSelect, Stack, Text } from '@mantine/core';
import type { CodeList } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useCodeLists } from '../api/code-lists';
import { putDisabilityProfile } from '../api/save-disability-profile';
import { AidsFields } from './aids-fields';
import { CertificateFields, UdidFields } from './certificate-udid-fields';
import { ConditionsFields } from './conditions-fields';
import { useCodeWords } from './labels';
import { checkDraft, type DraftErrors, draftOf, type ProfileDraft } from './profile-draft';

/** Nothing entered: the step counts as skipped and nothing is sent. */
export function draftIsBlank(d: ProfileDraft): boolean {
  return (
    d.conditions.every((c) => c.code === '' && c.percent.trim() === '') &&
    !d.hasCertificate &&
    d.udidKind === '' &&
    d.aids.length === 0
  );
}

/**
 * Issue 30 part 1: the registration wizard's optional "Disability profile" step. The wizard
 * (features/student-records) takes it through the portal, as features do not import each other.
 * The profile is saved by its own PUT once the registration has succeeded: the registration call
 * is the spec's, and the consent step already follows the same way. Should that PUT fail, the
 * student stays registered and the admin is told to record the profile on the details.
 */
export function useDisabilityRegistrationStep() {
  const t = useTranslations('disabilityProfile.registration');
  const m = useMsg();
  const lists = useCodeLists();
  const available = lists.data?.lists ?? [];
  const blank = () => draftOf(null, available);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const current = draft ?? blank();
  const patch = (p: Partial<ProfileDraft>) => setDraft({ ...current, ...p });

  return {
    title: t('title'),
    skipLabel: t('skip'),
    content: (
      <StepFields
        draft={current}
        errors={errors}
        lists={available}
        state={lists.isError ? 'error' : lists.isPending ? 'loading' : 'ready'}
        onChange={patch}
      />
    ),
    /** The first problem of what was entered (every field marked), or null to go on. */
    check(): string | null {
      if (draftIsBlank(current)) return null;
      const result = checkDraft(current);
      if ('errors' in result) {
        setErrors(result.errors);
        return m(result.first);
      }
      setErrors({});
      return null;
    },
    reset() {
      setDraft(null);
      setErrors({});
    },
    /** After the registration: sends what was entered, if anything. */
    async saveFor(regNo: string): Promise<void> {
      const result = draftIsBlank(current) ? null : checkDraft(current);
      if (!result || 'errors' in result) return;
      try {
        const answer = await putDisabilityProfile(regNo, result.body);
        toast.success(m(answer.msg));
      } catch (error) {
        toast.error(t('notSaved', { regNo, message: m((error as Error).message) }));
      }
    },
  };
}

type FieldsProps = {
  draft: ProfileDraft;
  errors: DraftErrors;
  lists: CodeList[];
  state: 'loading' | 'error' | 'ready';
  onChange: (patch: Partial<ProfileDraft>) => void;
};

function StepFields({ draft, errors, lists, state, onChange }: FieldsProps) {
  const t = useTranslations('disabilityProfile');
  const words = useCodeWords(lists.find((l) => l.year === draft.codeListYear));
  return (
    <Stack>
      <Text>{t('registration.intro')}</Text>
      {state === 'loading' && <Text role="status">{t('loading')}</Text>}
      {state === 'error' && <p role="alert">{t('registration.listsFailed')}</p>}
      {state === 'ready' && (
        <>
          <NativeSelect
            label={t('codeListYear')}
            value={draft.codeListYear}
            data={lists.map((l) => l.year)}
            onChange={(e) => onChange({ codeListYear: e.currentTarget.value })}
          />
          <ConditionsFields
            conditions={draft.conditions}
            words={words}
            errors={errors}
            onChange={(conditions) => onChange({ conditions })}
          />
          <CertificateFields draft={draft} errors={errors} onChange={onChange} />
          <UdidFields draft={draft} errors={errors} onChange={onChange} />
          <AidsFields
            aids={draft.aids}
            words={words}
            errors={errors}
            onChange={(aids) => onChange({ aids })}
          />
        </>
      )}
    </Stack>
  );
}
