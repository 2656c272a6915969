import { TEACHER_MESSAGES, type RegisterTeachersResponse } from '@pragati/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { useRegisterTeachers } from '../api/register-teachers';

/**
 * The bulk teacher upload: the file chooser (a new `inputKey` empties it after an upload), the
 * upload's answer while its credentials are shown, and Continue to the upload errors.
 */
export function useTeacherUpload() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);
  const [result, setResult] = useState<RegisterTeachersResponse | null>(null);
  const register = useRegisterTeachers();

  const onRegister = () => {
    const file = input.current?.files?.[0];
    if (!file) return toast.error(TEACHER_MESSAGES.noFile);
    register.mutate(file, {
      onSuccess: (answer) => {
        setInputKey((k) => k + 1);
        setResult(answer);
      },
      onError: (error) => toast.error(TEACHER_MESSAGES.uploadError(error.message)),
    });
  };

  const onContinue = () => {
    setResult(null);
    toast.success(TEACHER_MESSAGES.uploaded);
    void navigate(paths.admin.editTeachers);
  };

  return { input, inputKey, result, uploading: register.isPending, onRegister, onContinue };
}
