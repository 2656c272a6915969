import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import type { CodeList, DisabilityProfile } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useSaveDisabilityProfile } from '../api/save-disability-profile';
import { AidsFields } from './aids-fields';
import { CertificateFields, UdidFields } from './certificate-udid-fields';
import { ConditionsFields } from './conditions-fields';
import { useCodeWords } from './labels';
import { checkDraft, type DraftErrors, draftOf, type ProfileDraft } from './profile-draft';

type Props = {
  regNo: string;
  profile: DisabilityProfile | null;
  lists: CodeList[];
  onDone: () => void;
};

/** The admin's form: the whole profile, saved at once (PUT replaces the one held). */
export function ProfileForm({ regNo, profile, lists, onDone }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const save = useSaveDisabilityProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile, lists));
  const [errors, setErrors] = useState<DraftErrors>({});
  const words = useCodeWords(lists.find((l) => l.year === draft.codeListYear));
  const patch = (p: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...p }));

  const submit = () => {
    const result = checkDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(m(result.first));
      return;
    }
    setErrors({});
    save.mutate(
      { regNo, body: result.body },
      {
        onSuccess: (answer) => {
          toast.success(m(answer.msg));
          onDone();
        },
        onError: (error) => toast.error(t('error', { message: m(error.message) })),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack mt="md">
        <NativeSelect
          label={t('codeListYear')}
          value={draft.codeListYear}
          data={lists.map((l) => l.year)}
          onChange={(e) => patch({ codeListYear: e.currentTarget.value })}
        />
        <ConditionsFields
          conditions={draft.conditions}
          words={words}
          errors={errors}
          onChange={(conditions) => patch({ conditions })}
        />
        <CertificateFields draft={draft} errors={errors} onChange={patch} />
        <UdidFields draft={draft} errors={errors} onChange={patch} />
        <AidsFields
          aids={draft.aids}
          words={words}
          errors={errors}
          onChange={(aids) => patch({ aids })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
