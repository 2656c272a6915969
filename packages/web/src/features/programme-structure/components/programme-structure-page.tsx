import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { type ProgrammeGroupRow, useProgrammeGroups } from '../api/programme-groups';
import { EditGroupDialog } from './edit-group-dialog';
import { GroupRow } from './group-row';
import classes from './programme-structure.module.css';

/**
 * The admin's "Groups and classes" (issue 29 part 2, decisions §16): the FACP's groups in order
 * with their class codes, students and year end; each enabled or disabled by a switch, renamed
 * and given its years in a dialog. Every change is audited on the server.
 */
export function ProgrammeStructurePage() {
  const session = readSession();
  const t = useTranslations('programmeStructure');
  const locale = useLocale();
  const query = useProgrammeGroups();
  const [editing, setEditing] = useState<ProgrammeGroupRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const nameOf = (g: ProgrammeGroupRow) => (locale === 'hi' ? g.names.hi : g.names.en);
  const groups = [...(query.data?.data ?? [])].sort((a, b) => a.order - b.order);

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Stack gap="lg" className={classes.column}>
        <Text>{t('intro')}</Text>
        {query.isError && (
          <p role="alert" className={classes.error}>
            {t('loadFailed')}
          </p>
        )}
        <div role="status" aria-live="polite" className={classes.status}>
          {saved && <p className={classes.saved}>{saved}</p>}
        </div>
        {query.data && (
          <div className={classes.tableWrap}>
            <Table striped>
              <Table.Caption className={classes.caption}>{t('caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('group')}</Table.Th>
                  <Table.Th scope="col">{t('classes')}</Table.Th>
                  <Table.Th scope="col">{t('students')}</Table.Th>
                  <Table.Th scope="col">{t('yearEnd')}</Table.Th>
                  <Table.Th scope="col">{t('enabled')}</Table.Th>
                  <Table.Th scope="col">{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((g) => (
                  <GroupRow
                    key={g.code}
                    group={g}
                    name={nameOf(g)}
                    onEdit={setEditing}
                    onSaved={setSaved}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      {editing && (
        <EditGroupDialog
          group={editing}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
          onSaved={setSaved}
        />
      )}
    </PageLayout>
  );
}
