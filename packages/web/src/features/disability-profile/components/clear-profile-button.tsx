import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useSaveDisabilityProfile } from '../api/save-disability-profile';

type Props = { regNo: string; codeListYear: string };

/**
 * The admin's "Clear profile": asks first, then saves an empty profile (the server removes every
 * row of it and audits the clearing). The documents are not touched: each has its own delete.
 */
export function ClearProfileButton({ regNo, codeListYear }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const save = useSaveDisabilityProfile();
  const [asking, setAsking] = useState(false);

  const clear = () => {
    const body = { codeListYear, conditions: [], certificate: null, udid: null, aids: [] };
    save.mutate(
      { regNo, body },
      {
        onSuccess: (answer) => {
          setAsking(false);
          toast.success(m(answer.msg));
        },
        onError: (error) => toast.error(t('cleared', { message: m(error.message) })),
      },
    );
  };

  return (
    <>
      <Button
        mt="sm"
        ml="sm"
        variant="default"
        color="red"
        className="no-print"
        onClick={() => setAsking(true)}
      >
        {t('clear')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('clearTitle')} centered>
        <Text>{t('clearText', { regNo })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={save.isPending} onClick={clear}>
            {t('clearConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
