import { Alert, Button, Group, Modal, Table, Text, Title } from '@mantine/core';
import type { NetworkInstitute } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useInstituteState, useNetworkInstitutes } from '../api/institutes';
import classes from './network.module.css';

/** The institutes of the deployment, each with Suspend or Resume (issue 28 part 4). */
export function InstitutesPanel() {
  const t = useTranslations('network');
  const m = useMsg();
  const institutes = useNetworkInstitutes();
  const state = useInstituteState();
  const [confirming, setConfirming] = useState<NetworkInstitute | null>(null);

  const change = (institute: NetworkInstitute, suspend: boolean) => {
    state.mutate(
      { code: institute.code, suspend },
      {
        onSuccess: (answer) => toast.success(m(answer.message)),
        onError: (failure) => toast.error(m(failure.message)),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <section className={classes.section} aria-labelledby="network-institutes">
      <Title order={2} id="network-institutes" mb="sm">
        {t('institutesTitle')}
      </Title>
      {institutes.isPending && <p role="status">{t('loading')}</p>}
      {institutes.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed', { error: m(institutes.error.message) })}
        </Alert>
      )}
      {institutes.data && (
        <div
          className={classes.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="network-institutes"
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('colCode')}</Table.Th>
                <Table.Th scope="col">{t('colName')}</Table.Th>
                <Table.Th scope="col">{t('colHosts')}</Table.Th>
                <Table.Th scope="col">{t('colStatus')}</Table.Th>
                <Table.Th scope="col">{t('colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {institutes.data.data.map((institute) => (
                <Table.Tr key={institute.code}>
                  <Table.Th scope="row">{institute.code}</Table.Th>
                  <Table.Td>{institute.name}</Table.Td>
                  <Table.Td>
                    {institute.hosts.length ? institute.hosts.join(', ') : t('noHosts')}
                  </Table.Td>
                  <Table.Td>{institute.suspended ? t('suspended') : t('active')}</Table.Td>
                  <Table.Td>
                    <StateButton
                      institute={institute}
                      resuming={state.isPending && state.variables?.code === institute.code}
                      onResume={() => change(institute, false)}
                      onSuspend={() => setConfirming(institute)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <SuspendDialog
        institute={confirming}
        pending={state.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(institute) => change(institute, true)}
      />
    </section>
  );
}

function SuspendDialog({
  institute,
  pending,
  onClose,
  onConfirm,
}: {
  institute: NetworkInstitute | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (institute: NetworkInstitute) => void;
}) {
  const t = useTranslations('network');
  const common = useTranslations('common');
  const title = institute ? t('suspend', { name: institute.code }) : '';
  return (
    <Modal
      opened={institute !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': common('closeDialog') }}
    >
      <Text mb="md">{institute && t('suspendConfirm', { name: institute.name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {common('cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={() => institute && onConfirm(institute)}>
          {title}
        </Button>
      </Group>
    </Modal>
  );
}

function StateButton({
  institute,
  resuming,
  onResume,
  onSuspend,
}: {
  institute: NetworkInstitute;
  resuming: boolean;
  onResume: () => void;
  onSuspend: () => void;
}) {
  const t = useTranslations('network');
  return institute.suspended ? (
    <Button size="compact-md" variant="default" mih={44} loading={resuming} onClick={onResume}>
      {t('resume', { name: institute.code })}
    </Button>
  ) : (
    <Button size="compact-md" variant="default" mih={44} onClick={onSuspend}>
      {t('suspend', { name: institute.code })}
    </Button>
  );
}
