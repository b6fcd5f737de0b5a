import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { api } from '../../api/client';
import { FormTextField } from '../../components/forms/fields';

const uploadImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ url: string }>('/api/admin/uploads', body);
};

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };

/** An image: an https URL typed in, or a file uploaded to the server; a preview beside it. */
export function ImageField<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { field } = useController({ control, name });
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: ({ url }) => field.onChange(url),
    meta: { failure: 'Failed to Upload Image' },
  });
  const uploading = upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar variant="rounded" src={field.value || undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'grey.200' }} />
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        <FormTextField control={control} name={name} label={label} placeholder="https://..." />
        <Button component="label" size="small" startIcon={<UploadIcon />} disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
          {uploading ? 'Uploading...' : 'Upload Image'}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" onChange={onFile} />
        </Button>
      </Stack>
    </Stack>
  );
}
