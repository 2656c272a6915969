import { auditExportFileName, instituteDate } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { apiQuery, type FilterValues } from '../state/audit-view';

/**
 * GET /admin/audit/export: the filtered entries as an .xlsx (audited on the server), handed to
 * the browser's download under the server's dated name. Resolves with that name.
 */
export async function exportAuditLog(filters: FilterValues): Promise<string> {
  const { blob, filename } = await apiDownload(`/admin/audit/export${apiQuery(filters)}`);
  const name = filename ?? auditExportFileName(instituteDate(new Date()));
  saveFile(blob, name);
  return name;
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
