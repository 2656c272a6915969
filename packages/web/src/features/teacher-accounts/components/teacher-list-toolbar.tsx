import { Button, Group, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { toast } from '../../../lib/toast';
import { useExportTeacherList } from '../api/export-teachers';
import type { TeacherListRole } from '../api/view-teachers';

/** Search the teacher list, and export what the URL's search and sort select. */
export function TeacherListToolbar({
  role,
  q,
  onSearch,
}: {
  role: TeacherListRole;
  q: string;
  onSearch: (q: string) => void;
}) {
  const t = useTranslations('teacherAccounts');
  const common = useTranslations('common');
  const [search] = useSearchParams();
  const exporter = useExportTeacherList(role);
  return (
    <Group className="no-print" align="end" gap="sm" mb="sm">
      <TextInput
        label={t('search')}
        description={t('searchHint')}
        value={q}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <Button
        variant="default"
        loading={exporter.isPending}
        onClick={() =>
          exporter.mutate(search, {
            onError: (error) => toast.error(error.message || t('exportError')),
          })
        }
      >
        {common('exportXlsx')}
      </Button>
    </Group>
  );
}
