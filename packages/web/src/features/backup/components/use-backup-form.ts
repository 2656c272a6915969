import { BACKUP_MESSAGES, backupRequestSchema } from '@pragati/domain';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCreateBackup } from '../api/create-backup';

type Field = 'passphrase' | 'again' | 'password';
type Errors = Partial<Record<Field, string>>;

/** The server's own rule (the request schema), then the two passphrases must match. */
function checkForm(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const parsed = backupRequestSchema.safeParse({
    password: values.password,
    passphrase: values.passphrase,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'password' ? 'password' : 'passphrase';
      errors[field] ??= issue.message;
    }
  }
  if (!errors.passphrase && values.again !== values.passphrase) {
    errors.again = BACKUP_MESSAGES.passphraseMismatch;
  }
  return errors;
}

/** What the screen says when the server refuses or the download breaks off. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BACKUP_MESSAGES.failed;
  if (error.status === 403) return error.message || BACKUP_MESSAGES.wrongPassword;
  if (error.status === 429) return error.message || BACKUP_MESSAGES.locked;
  if (error.status === 400) return error.message;
  return BACKUP_MESSAGES.failed;
}

const EMPTY = { passphrase: '', again: '', password: '' };

/**
 * The backup form: the passphrase twice and the admin's password, checked field by field (the
 * focus goes to the first wrong one), then sent; the archive's name once it has downloaded.
 */
export function useBackupForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const create = useCreateBackup();
  const fields = {
    passphrase: useRef<HTMLInputElement>(null),
    again: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSavedAs(null);
    const found = checkForm(values);
    setErrors(found);
    const first = (['passphrase', 'again', 'password'] as const).find((f) => found[f]);
    if (first) return fields[first].current?.focus();
    create.mutate(
      { password: values.password, passphrase: values.passphrase },
      {
        onSuccess: (name) => {
          setValues(EMPTY);
          setSavedAs(name);
        },
        onError: (error) => {
          setFailure(failureMessage(error));
          // A wrong password is retyped; everything else can be tried again as it is.
          if (error instanceof ApiError && error.status === 403) {
            setValues((v) => ({ ...v, password: '' }));
            fields.password.current?.focus();
          }
        },
        // The call's password and passphrase are not kept in the query cache.
        onSettled: () => create.reset(),
      },
    );
  };

  return { values, errors, failure, savedAs, fields, change, onSubmit, making: create.isPending };
}
