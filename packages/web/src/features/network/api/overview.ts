import { type NetworkOverviewResponse, networkOverviewResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /network/overview: de-identified figures per institute and in total. */
export function getNetworkOverview(): Promise<NetworkOverviewResponse> {
  return apiFetch('/network/overview', { schema: networkOverviewResponseSchema });
}

export const networkOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['network', 'overview'], queryFn: getNetworkOverview });

export function useNetworkOverview() {
  return useQuery(networkOverviewQueryOptions());
}

/** GET /network/overview/export: the same figures as CSV, saved by the browser. */
export async function downloadNetworkOverview(): Promise<void> {
  const { blob, filename } = await apiDownload('/network/overview/export');
  saveFile(blob, filename || 'network-overview.csv');
}
