import {
  documentDeleteResponseSchema,
  documentListResponseSchema,
  documentUploadResponseSchema,
  type StudentDocument,
} from '@pragati/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ProfileReader } from './disability-profile';

const base = (role: ProfileReader, regNo: string) =>
  role === 'student'
    ? '/student/documents'
    : `/${role}/students/${encodeURIComponent(regNo)}/documents`;

/** GET …/documents: the record's documents (the student's account: those shared with guardians). */
export const documentsQueryOptions = (role: ProfileReader, regNo: string) =>
  queryOptions({
    queryKey: ['students', 'documents', role, regNo],
    queryFn: ({ signal }) =>
      apiFetch(base(role, regNo), { schema: documentListResponseSchema, signal }),
    gcTime: 30_000,
  });

export function useDocuments(role: ProfileReader, regNo: string) {
  return useQuery({ ...documentsQueryOptions(role, regNo), enabled: Boolean(regNo) });
}

/** GET …/documents/:id, saved under the name the list shows (the header's is ASCII only). */
export async function downloadDocument(role: ProfileReader, regNo: string, doc: StudentDocument) {
  const { blob } = await apiDownload(`${base(role, regNo)}/${doc.id}`);
  saveFile(blob, doc.filename);
}

export type UploadInput = {
  regNo: string;
  file: File;
  kind: string;
  visibleToGuardian: boolean;
  expiresOn: string;
};

/** POST /admin/students/:regNo/documents: multipart `file` and the three fields. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ regNo, file, kind, visibleToGuardian, expiresOn }: UploadInput) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('visibleToGuardian', String(visibleToGuardian));
      body.append('expiresOn', expiresOn);
      body.append('file', file);
      return apiFetch(base('admin', regNo), {
        method: 'POST',
        body,
        schema: documentUploadResponseSchema,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['students', 'documents'] }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ regNo, id }: { regNo: string; id: string }) =>
      apiFetch(`${base('admin', regNo)}/${id}`, {
        method: 'DELETE',
        schema: documentDeleteResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['students', 'documents'] }),
  });
}
